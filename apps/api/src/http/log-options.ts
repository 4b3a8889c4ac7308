import type { LoggerOptions } from 'pino';

/** Query values that are secrets: a token in a URL must not reach the log (`users/me?access_token=` is still accepted: docs/product/api-calls.md#signed-links). */
const SECRET_QUERY = /([?&](?:access_token|token|sig|signature|code|auth|fetch)=)[^&#]*/gi;

/**
 * Path segments that are secrets: the password reset token travels in the path (docs/product/accounts.md#password-reset: the
 * web app's `/reset/:token`, the API's `users/password-reset/:token`), and so do a calendar feed's (`calendar/:token.ics`) and a
 * mail's one-click unsubscribe (`mail/unsubscribe/:token`).
 */
const SECRET_PATH = /(\/(?:api\/users\/password-reset|reset|api\/calendar|api\/mail\/unsubscribe)\/)[^/?#]+/gi;

/** The URL as logged: every secret query value and path token replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]').replace(SECRET_PATH, '$1[REDACTED]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The logger's options, for the server's logger and Fastify's own alike: Fastify's request
 * serializer, with the URL redacted.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
