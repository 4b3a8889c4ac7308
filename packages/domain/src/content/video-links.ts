/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const ID = '([A-Za-z0-9_-]{11})';
/** `https://www.youtube.com/watch?…v=<id>…` (www. and m. too); the host is matched whole, so look-alikes fail. */
const WATCH = new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#\\s]*&)?v=${ID}(?:[&#][^\\s]*)?$`, 'i');
/** `https://youtu.be/<id>`, optionally with a query (`?t=10`) or fragment. */
const SHORT_LINK = new RegExp(`^https?://youtu\\.be/${ID}(?:[?#][^\\s]*)?$`, 'i');

/**
 * docs/product/lessons.md#links: a video-service link plays only when it is a watch URL or a
 * short link. Returns the video id, or null for anything else — embed URLs,
 * playlists, channels and other sites never reach an iframe. Written with
 * patterns rather than `URL` so the rule stays free of any runtime API.
 */
export function videoIdFromLink(link: string): string | null {
  const text = link.trim();
  const match = WATCH.exec(text) ?? SHORT_LINK.exec(text);
  return match?.[1] ?? null;
}

/** The privacy-enhanced embed address of a playable link, or null (docs/product/lessons.md#links). */
export function videoEmbedUrl(link: string): string | null {
  const id = videoIdFromLink(link);
  return id === null ? null : `https://www.youtube-nocookie.com/embed/${id}`;
}
