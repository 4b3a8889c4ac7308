import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { demo, demoAdmin } from './demo';
import { backofficePort } from './server';
import { apiSignIn, tenantRequest } from './sign-in';
import { putSettings } from './tenant-settings';

/** The demo tenant's back-office: the stand-in global-setup.ts starts for this worker's slot (server.ts). */
export const backoffice = `http://backoffice.localhost:${backofficePort}/`;

/**
 * Makes the stand-in of this worker's slot the demo tenant's back-office, as its admin would
 * (docs/embeds.md#the-origin-rule). The seed names the first slot's (port 3001); another slot's,
 * or one moved by E2E_BACKOFFICE_PORT, is on another port, so another origin.
 */
export async function useSlotBackoffice(request: APIRequestContext): Promise<void> {
  const admin = tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));
  const read = await request.get(admin.url('/api/admin/settings'), { headers: admin.headers });
  expect(read.status()).toBe(200);
  const stored = (await read.json()) as {
    settings: { authentication: { sso?: unknown } & Record<string, unknown> } & Record<string, unknown>;
    backofficeOrigin: string | null;
  };
  const origin = new URL(backoffice).origin;
  if (stored.backofficeOrigin === origin) return;
  // Single sign-on is switched through its own route, never written here.
  const { sso: _sso, ...authentication } = stored.settings.authentication;
  const written = await putSettings(request, admin, 'admin/settings', {
    ...stored,
    settings: { ...stored.settings, authentication },
    backofficeOrigin: origin,
  });
  expect(written.status(), await written.text()).toBe(200);
}
