import { themeChoiceScript } from '@espace/contracts/theme-choice';
import { activitySandbox } from '@espace/domain/content/activity-sandbox';
import { backofficeOrigin } from '@espace/domain/embeds/backoffice-origin';
import { createHash } from 'node:crypto';

/** The page's one inline script (contracts/theme-choice), allowed by its hash: no other inline script runs. */
export const themeChoiceScriptSource = `'sha256-${createHash('sha256').update(themeChoiceScript).digest('base64')}'`;

/**
 * One policy for every answer: scripts only from our origin (and the one
 * inline script that sets the learner's theme before the first paint), inline styles allowed (component libraries set style
 * attributes), images also from data: and blob: URLs, and no framing of us.
 * We may frame our own pages and https ones: tincan activities live on their
 * authors' sites and videos on the video service's privacy-enhanced host; a
 * framed page runs in its own origin and gets no token of ours.
 */
export function cspDirectives(frameAncestors: string): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", themeChoiceScriptSource],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The offline service worker (/sw.js) and the tenant's web app manifest, both from our origin.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [frameAncestors],
  };
}

/**
 * The policy of an activity's files (docs/content-packages.md#the-activity-sandbox). The boundary is
 * the sandbox: the activity runs in an opaque origin, so whatever code runs there reaches none of
 * the portal's storage, cookies, windows or API. Within it, what authoring tools export runs: inline
 * scripts and handlers, `eval` and `new Function`, workers and scripts from blob: and data: URLs,
 * inline styles. Its code comes from its own files, or is made by them: scripts of other sites are
 * refused, so the package an admin imported is the code the learner runs. Its connections (fetch,
 * XHR, beacons, sockets) go to this host (its LRS, its files) and the tenant's external LRS only, so
 * statements and answers about the learner go where the tenant said; fonts, styles, images and
 * media come from any https site as well, as exported courses load them from CDNs. A page and a
 * script run in the activity sandbox; any other file (an image, a drawing) in a sandbox without
 * scripts. Framed by our pages only.
 */
export function activityDirectives(fileRuns: boolean, externalLrsOrigin: string | null): Record<string, string[]> {
  const own = ["'self'", 'data:', 'blob:'];
  const anyHttps = [...own, 'https:'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [...own, "'unsafe-inline'", "'unsafe-eval'"],
    styleSrc: [...anyHttps, "'unsafe-inline'"],
    imgSrc: anyHttps,
    fontSrc: anyHttps,
    mediaSrc: anyHttps,
    connectSrc: externalLrsOrigin === null ? own : [...own, externalLrsOrigin],
    workerSrc: own,
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    sandbox: fileRuns ? [...activitySandbox] : [],
  };
}

export function serialiseCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}

/**
 * A file that a browser opened on its own would run as a page of our origin: an svg drawing may
 * carry scripts. Such a file is sandboxed (an opaque origin, no scripts) and loads nothing but
 * images of ours; shown in an `<img>`, it is unaffected.
 */
export const sandboxedFilePolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The types that run scripts when opened on their own: an svg drawing. */
export const opensAsScriptable = (type: string): boolean => /^image\/svg\+xml\s*(?:;|$)/i.test(type);

/** The back-office embeds the preview and correction screens (docs/embeds.md). */
export function isEmbeddablePath(path: string): boolean {
  return path === '/preview' || path.startsWith('/preview/') || path === '/correction' || path.startsWith('/correction/');
}

/** 'http://backoffice.localhost:3001/x' → 'http://backoffice.localhost:3001'; anything unusable → 'none'. */
export function frameAncestorFor(backofficeHost: string | null): string {
  // The same origin the embeds accept messages from (docs/embeds.md#the-origin-rule), so framing and messaging never disagree.
  return backofficeOrigin(backofficeHost) ?? "'none'";
}
