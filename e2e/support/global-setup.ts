import { startBackoffice } from '../../tools/backoffice/standin';
import { mailDir } from './mailbox';
import { backofficePort, oidcClient, oidcIssuer, oidcPort, loopbackOrigin, smtpPort } from './server';
import { startOidcPeer } from './oidc-peer';
import { startSmtpPeer } from './smtp-peer';

/**
 * The outside world the accounts tests need, started once per run after the
 * e2e server (Playwright starts webServer first): a real SMTP peer that keeps
 * the mails, and a real OpenID provider that knows the demo tenant's callback.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopSmtp = await startSmtpPeer(smtpPort, mailDir());
  const response = await fetch(`${loopbackOrigin}/api/contexts/current`);
  const { id } = (await response.json()) as { id: string };
  const callbackPath = `/api/contexts/${id}/oidc/callback`;
  const stopOidc = await startOidcPeer(oidcIssuer, oidcPort, oidcClient, [`${loopbackOrigin}${callbackPath}`, `http://127.0.0.1:${new URL(loopbackOrigin).port}${callbackPath}`]);
  // The stand-in back-office of docs/embeds.md, framing the e2e front-office (e2e/embeds).
  const stopBackoffice = await startBackoffice(backofficePort, new URL(loopbackOrigin));
  return async () => {
    await Promise.all([stopSmtp(), stopOidc(), stopBackoffice()]);
  };
}
