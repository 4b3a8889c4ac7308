import { type SignedLink, signedLinkSchema } from '@espace/contracts/files';
import { apiRequest } from './api-client';
import { apiUrlOf } from './media-url';

/**
 * Saves what the API sent as a file (a certificate, a roster export, the learner's own statements): fetched with the bearer
 * header and saved from memory, so the session token never travels in a URL (history, logs,
 * Referer).
 */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads what a signed link serves (docs/security.md "Signed links"): the link is asked with the
 * session (`linkPath`, a POST answering `{ url, expiresAt }`), then the browser streams the file to
 * disk, so an archive of any size never sits in the page's memory. `query` adds what the link does
 * not sign (the language of an archive's README).
 */
export async function saveThroughSignedLink(linkPath: string, query: Record<string, string> = {}): Promise<void> {
  const { url } = await apiRequest<SignedLink>(linkPath, { method: 'POST', contract: import.meta.env.DEV ? signedLinkSchema : undefined });
  const extra = new URLSearchParams(query).toString();
  const address = apiUrlOf(url);
  const link = document.createElement('a');
  link.href = extra === '' ? address : `${address}${address.includes('?') ? '&' : '?'}${extra}`;
  // The server names the file (Content-Disposition); the attribute only asks for a download, not a visit.
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
