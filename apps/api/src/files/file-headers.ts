import type { FastifyReply } from 'fastify';
import { cspDirectives, serialiseCsp } from '../http/content-security-policy';
import type { StoredFileMeta } from './files-repository';
import { etagOf } from './get-file';

/**
 * `inline; filename="…"; filename*=UTF-8''…`: the ASCII fallback keeps old
 * clients working, the encoded form keeps the accents of the name.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file opened on its own must not run as a page of our origin: an svg or
 * html file may carry scripts, so these get a sandboxed policy (html is
 * downloaded, never shown). Activities are served by activities-routes.ts.
 */
const sandboxedPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export function setFileHeaders(reply: FastifyReply, file: StoredFileMeta): FastifyReply {
  const scriptable = file.type === 'image/svg+xml' || file.fileType === 'activity';
  if (scriptable) reply.header('content-security-policy', sandboxedPolicy);
  return reply
    .header('etag', etagOf(file))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.fileType === 'activity' ? 'attachment' : 'inline', file.name));
}

/**
 * An activity runs in the lesson player's iframe: same-origin framing and scripts of our origin
 * only. It talks to our LRS, or to the tenant's external one (hosts.lrs, docs/xapi.md).
 */
export function setActivityHeaders(reply: FastifyReply, file: StoredFileMeta, externalLrs: string | null = null): FastifyReply {
  reply.removeHeader('x-frame-options');
  const directives = cspDirectives("'self'");
  const lrsOrigin = externalLrs === null ? null : URL.canParse(externalLrs) ? new URL(externalLrs).origin : null;
  if (lrsOrigin !== null && lrsOrigin.startsWith('https://')) directives.connectSrc = [...(directives.connectSrc ?? []), lrsOrigin];
  return reply
    .header('content-security-policy', serialiseCsp(directives))
    .header('etag', etagOf(file))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
}
