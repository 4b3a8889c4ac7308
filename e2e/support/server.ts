/**
 * Where the end-to-end server listens. playwright.config.ts starts it there
 * and the tests address both tenants through it, so the port lives in one place.
 */
export const e2ePort = 3100;

/** The loopback origin Node-side requests go to (see `tenantRequest`). */
export const loopbackOrigin = `http://localhost:${e2ePort}`;
