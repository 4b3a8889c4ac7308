/**
 * Where the end-to-end servers listen. Each Playwright worker has its own server on its own
 * database, with its own SMTP peer, OpenID provider and stand-in back-office
 * (playwright.config.ts and global-setup.ts start them all), so two workers never see each other's
 * data: a worker's slot is its parallel index, and its ports are the first slot's moved by
 * `slotStride` per slot. E2E_PORT, E2E_SMTP_PORT, E2E_OIDC_PORT, E2E_BACKOFFICE_PORT and
 * E2E_COPY_PORT move the first slot, so that two checkouts can run their browser tests on one
 * machine; E2E_WORKERS says how many slots (1 by default: docs/testing.md#browser-tests).
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const slotStride = 50;
const firstSlot = {
  app: Number(process.env.E2E_PORT ?? 3100),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 2525),
  oidc: Number(process.env.E2E_OIDC_PORT ?? 3130),
  backoffice: Number(process.env.E2E_BACKOFFICE_PORT ?? 3001),
};

/** The ports of slot `slot` (0 to e2eWorkers - 1). */
export function slotPorts(slot: number) {
  const moved = (port: number) => port + slot * slotStride;
  return {
    app: moved(firstSlot.app),
    /** A second server a test starts on a copy of the build (app/missing-build-file.spec.ts), next to the slot's own. */
    copy: moved(Number(process.env.E2E_COPY_PORT ?? firstSlot.app + 4)),
    smtp: moved(firstSlot.smtp),
    oidc: moved(firstSlot.oidc),
    backoffice: moved(firstSlot.backoffice),
  };
}

/** This process's slot: the worker's parallel index (Playwright sets it in workers); the runner's is 0. */
export const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ports = slotPorts(slot);

export const e2ePort = ports.app;
export const copyServerPort = ports.copy;

/** The loopback origin of a slot's server, which Node-side requests go to (see `tenantRequest`). */
export const loopbackOriginOf = (port: number) => `http://localhost:${port}`;
export const loopbackOrigin = loopbackOriginOf(e2ePort);

/** The OpenID provider global-setup.ts starts for single sign-on. */
const oidcPort = ports.oidc;
export const oidcIssuerOf = (port: number) => `http://127.0.0.1:${port}`;
export const oidcIssuer = oidcIssuerOf(oidcPort);
/** The client the demo tenant is configured with in the single sign-on test. */
export const oidcClient = { clientId: 'espace-e2e', clientSecret: 'e2e-client-secret-not-for-production' };

/** The stand-in back-office global-setup.ts serves for the embedded preview's tests. */
export const backofficePort = ports.backoffice;
