import type { FastifyReply } from 'fastify';
import { activityDirectives, opensAsScriptable, sandboxedFilePolicy, serialiseCsp } from '../http/content-security-policy';
import { contentDisposition } from '../http/content-disposition';
import type { StoredFileMeta } from './files-repository';
import { etagOf } from './get-file';

/**
 * A file opened on its own must not run as a page of our origin: an svg or
 * html file may carry scripts, so these get a sandboxed policy (html is
 * downloaded, never shown). Activities are served by activities-routes.ts.
 */
export function setFileHeaders(reply: FastifyReply, file: StoredFileMeta): FastifyReply {
  const scriptable = opensAsScriptable(file.type) || file.fileType === 'activity';
  if (scriptable) reply.header('content-security-policy', sandboxedFilePolicy);
  return reply
    .header('etag', etagOf(file))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.fileType === 'activity' ? 'attachment' : 'inline', file.name));
}

/**
 * An activity runs in the lesson player's iframe or in a window of its own, always in the activity
 * sandbox (packages/domain/src/content/activity-sandbox.ts): its own answer says so, so that no
 * way of opening it (a frame without the attribute, a new tab, a popup) gives it our origin. Its
 * policy is `activityDirectives`; it talks to our LRS, or to the tenant's external one (hosts.lrs,
 * docs/xapi.md).
 */
export function setActivityHeaders(reply: FastifyReply, file: StoredFileMeta, externalLrs: string | null, etag: string): FastifyReply {
  reply.removeHeader('x-frame-options');
  const lrsOrigin = externalLrs !== null && URL.canParse(externalLrs) ? new URL(externalLrs).origin : null;
  const directives = activityDirectives(file.fileType === 'activity', lrsOrigin?.startsWith('https://') ? lrsOrigin : null);
  return setActivityFileHeaders(reply.header('content-security-policy', serialiseCsp(directives)), etag).header('cache-control', 'private, no-cache');
}

/**
 * Headers of every file an activity's page loads from us, its own and the portal's scripts put into
 * it. The sandboxed page's origin is opaque, so every file it loads is another origin's: its
 * scripts and images must not be refused as cross-origin (the default policy is same-origin), and a
 * module script or a fetch of its own files is a CORS request. The files are open to anyone on the
 * tenant's host already: no credentials ride on them.
 */
export function setActivityFileHeaders(reply: FastifyReply, etag: string): FastifyReply {
  return reply
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
}
