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
