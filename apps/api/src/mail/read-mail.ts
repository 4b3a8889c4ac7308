/** A mail as a reader sees it: enough for tests (and a developer) to check it and follow its link. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in headers. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const normalised = entity.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalised.slice(end + 2) };
}

/** Collects the text/plain and text/html parts of a MIME message, however deeply nested (the line break before a boundary is the boundary's). */
function collectParts(entity: string, found: { text: string; html: string }): void {
  const { headers, body } = splitEntity(entity);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary !== undefined) {
    for (const part of body.split(`--${boundary}`).slice(1)) if (!part.startsWith('--')) collectParts(part.replace(/^\n/, '').replace(/\n$/, ''), found);
    return;
  }
  const decoded = decodeBody(body, (headers.get('content-transfer-encoding') ?? '').toLowerCase());
  if (type.toLowerCase().startsWith('text/html')) found.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) found.text += decoded;
}

export function readMail(raw: string): ReadMail {
  const { headers } = splitEntity(raw);
  const found = { text: '', html: '' };
  collectParts(raw, found);
  return { to: decodeHeader(headers.get('to') ?? ''), subject: decodeHeader(headers.get('subject') ?? ''), ...found };
}
