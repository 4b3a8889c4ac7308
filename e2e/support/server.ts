/**
 * Where the end-to-end server listens. playwright.config.ts starts it there
 * and the tests address both tenants through it, so the port lives in one place.
 */
export const e2ePort = 3100;

/** The loopback origin Node-side requests go to (see `tenantRequest`). */
export const loopbackOrigin = `http://localhost:${e2ePort}`;

/** The SMTP peer the e2e server mails through (SMTP_URL in playwright.config.ts); global-setup.ts listens there. */
export const smtpPort = 2525;

/** The OpenID provider global-setup.ts starts for single sign-on. */
export const oidcPort = 3130;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** The client the demo tenant is configured with in the single sign-on test. */
export const oidcClient = { clientId: 'espace-e2e', clientSecret: 'e2e-client-secret-not-for-production' };
