/**
 * Where the end-to-end server listens. playwright.config.ts starts it there
 * and the tests address both tenants through it, so the port lives in one place.
 * E2E_PORT, E2E_SMTP_PORT and E2E_OIDC_PORT move a run aside, so that two checkouts
 * can run their browser tests on one machine.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** A second server a test starts on a copy of the build (app/missing-build-file.spec.ts): next to the first, so E2E_PORT moves it too. */
export const copyServerPort = Number(process.env.E2E_COPY_PORT ?? e2ePort + 4);

/** The loopback origin Node-side requests go to (see `tenantRequest`). */
export const loopbackOrigin = `http://localhost:${e2ePort}`;

/** The SMTP peer the e2e server mails through (SMTP_URL in playwright.config.ts); global-setup.ts listens there. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);

/** The OpenID provider global-setup.ts starts for single sign-on. */
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3130);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** The client the demo tenant is configured with in the single sign-on test. */
export const oidcClient = { clientId: 'espace-e2e', clientSecret: 'e2e-client-secret-not-for-production' };

/** The stand-in back-office global-setup.ts serves for the embedded preview's tests. */
export const backofficePort = Number(process.env.E2E_BACKOFFICE_PORT ?? 3001);
