import { startBackoffice } from '../../tools/backoffice/standin';
import { mailDirOf } from './mailbox';
import { e2eWorkers, loopbackOriginOf, oidcClient, oidcIssuerOf, slotPorts } from './server';
import { startOidcPeer } from './oidc-peer';
import { startSmtpPeer } from './smtp-peer';

/**
 * The outside world the tests need, started once per run after the e2e servers (Playwright starts
 * webServer first), for each worker's slot (server.ts): a real SMTP peer that keeps the mails, a
 * real OpenID provider that knows the demo tenant's callback, and the stand-in back-office of
 * docs/embeds.md framing the slot's front-office (e2e/embeds).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stops = await Promise.all(Array.from({ length: e2eWorkers }, (_, slot) => startSlot(slot)));
  return async () => {
    await Promise.all(stops.flat().map((stop) => stop()));
  };
}

async function startSlot(slot: number): Promise<(() => Promise<void>)[]> {
  const ports = slotPorts(slot);
  const origin = loopbackOriginOf(ports.app);
  const stopSmtp = await startSmtpPeer(ports.smtp, mailDirOf(slot));
  const response = await fetch(`${origin}/api/contexts/current`);
  const { id } = (await response.json()) as { id: string };
  const callbackPath = `/api/contexts/${id}/oidc/callback`;
  const stopOidc = await startOidcPeer(oidcIssuerOf(ports.oidc), ports.oidc, oidcClient, [
    `${origin}${callbackPath}`,
    `http://127.0.0.1:${ports.app}${callbackPath}`,
  ]);
  const stopBackoffice = await startBackoffice(ports.backoffice, new URL(origin));
  return [stopSmtp, stopOidc, stopBackoffice];
}
