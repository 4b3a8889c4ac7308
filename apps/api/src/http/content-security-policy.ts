import { backofficeOrigin } from '@espace/domain/embeds/backoffice-origin';

/**
 * One policy for every answer: scripts only from our origin (the SPA has no
 * inline script), inline styles allowed (component libraries set style
 * attributes), images also from data: and blob: URLs, and no framing of us.
 * We may frame our own pages and https ones: tincan activities live on their
 * authors' sites and videos on the video service's privacy-enhanced host; a
 * framed page runs in its own origin and gets no token of ours.
 */
export function cspDirectives(frameAncestors: string): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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

export function serialiseCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/** The back-office embeds the preview and correction screens (docs/embeds.md). */
export function isEmbeddablePath(path: string): boolean {
  return path === '/preview' || path.startsWith('/preview/') || path === '/correction' || path.startsWith('/correction/');
}

/** 'http://backoffice.localhost:3001/x' → 'http://backoffice.localhost:3001'; anything unusable → 'none'. */
export function frameAncestorFor(backofficeHost: string | null): string {
  // The same origin the embeds accept messages from (docs/embeds.md#the-origin-rule), so framing and messaging never disagree.
  return backofficeOrigin(backofficeHost) ?? "'none'";
}
