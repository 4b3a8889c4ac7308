/** One part of a multipart body: its headers (lower-case names) and its bytes. */
export interface MultipartPart {
  headers: Record<string, string>;
  body: Buffer;
}

/** The boundary of a `multipart/mixed; boundary=…` content type (RFC 2046), quoted or not. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/mixed\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function readHeaders(block: string): Record<string, string> | null {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Splits a multipart/mixed body into its parts (RFC 2046): each part starts after `--boundary`
 * and a line break, holds headers, an empty line and its bytes, and ends before `\r\n--boundary`.
 * Null when the body does not follow that shape; the bytes of each part are left untouched.
 */
export function splitMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position < 0) return null;
  const parts: MultipartPart[] = [];
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    const lineEnd = body.indexOf('\r\n', position);
    if (lineEnd < 0) return null;
    const start = lineEnd + 2;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), start - 2);
    if (next < 0) return null;
    const part = body.subarray(start, next);
    const split = part.indexOf('\r\n\r\n');
    const headerBlock = split < 0 ? (part.subarray(0, 2).toString() === '\r\n' ? '' : null) : part.subarray(0, split).toString('utf8');
    if (headerBlock === null) return null;
    const headers = readHeaders(headerBlock);
    if (headers === null) return null;
    parts.push({ headers, body: split < 0 ? part.subarray(2) : part.subarray(split + 4) });
    position = next + 2;
  }
}

/** Builds a multipart/mixed body (GET statements with attachments=true). */
export function joinMultipart(parts: readonly MultipartPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headerLines = Object.entries(part.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    chunks.push(Buffer.from(`--${boundary}\r\n${headerLines}\r\n`), part.body, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
