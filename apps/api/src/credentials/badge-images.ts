import { crc32 } from 'node:zlib';
import { OPEN_BADGES_SVG_NAMESPACE, PNG_CREDENTIAL_KEYWORD } from '@espace/domain/credentials/baked-badges';
import { onFirstUse } from '../on-first-use';

/** sharp (libvips) draws the PNG from the SVG: loaded with the first badge image. */
const sharp = onFirstUse(async () => (await import('sharp')).default);

export interface BadgeFacts {
  /** The course. */
  title: string;
  /** « Certificat », « Attestation ». */
  kind: string;
  issuer: string;
  /** `#rrggbb`; anything else falls back to the default blue. */
  colour: string | undefined;
  /** The medal's name and its colour, or null without one. */
  medal: { name: string; colour: string } | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words in lines of `width` characters at most, `lines` lines at most, the last one cut with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const wrapped: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = wrapped.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) wrapped[wrapped.length - 1] = `${last} ${word}`;
    else wrapped.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
  }
  if (wrapped.length <= lines) return wrapped;
  const kept = wrapped.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/**
 * The badge of a certificate, 600 px square: a disc in the tenant's colour ringed by the medal's,
 * the kind, the course in up to three lines, the issuer. Its text is drawn, not described: the
 * image's `<title>` says it all to whoever cannot see it.
 */
export function badgeSvg(facts: BadgeFacts): string {
  const colour = /^#[0-9a-f]{6}$/i.test(facts.colour ?? '') ? facts.colour! : '#1d4ed8';
  const ring = facts.medal?.colour ?? '#e5e7eb';
  const title = wrap(facts.title, 18, 3);
  const firstLine = 300 - ((title.length - 1) * 44) / 2;
  const lines = title.map((line, index) => `<tspan x="300" y="${firstLine + index * 44}">${escapeXml(line)}</tspan>`).join('');
  const label = [facts.kind, facts.title, facts.issuer, facts.medal?.name].filter(Boolean).join(' — ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-labelledby="badge-title">
  <title id="badge-title">${escapeXml(label)}</title>
  <circle cx="300" cy="300" r="292" fill="${ring}"/>
  <circle cx="300" cy="300" r="262" fill="${colour}"/>
  <circle cx="300" cy="300" r="244" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
  <g fill="#ffffff" font-family="DejaVu Sans, Verdana, Arial, sans-serif" text-anchor="middle">
    <text x="300" y="160" font-size="30" font-weight="700" letter-spacing="3">${escapeXml(facts.kind.toUpperCase())}</text>
    <text font-size="38" font-weight="700">${lines}</text>
    <text x="300" y="${facts.medal ? 440 : 460}" font-size="24">${escapeXml(wrap(facts.issuer, 30, 1)[0] ?? '')}</text>
    ${facts.medal ? `<text x="300" y="480" font-size="22" font-weight="700">${escapeXml(facts.medal.name)}</text>` : ''}
  </g>
</svg>`;
}

/**
 * The badge with the credential baked in, as Open Badges 3.0 bakes an SVG: the namespace on the
 * root and an `openbadges:credential` element holding the credential in CDATA (`]]>` split, so no
 * text of it can end the section). Inserted by a function, never a replacement string: the
 * credential's `$` (a hashed identity is `sha256$…`) would read as `$1`, `$&`… there.
 */
export function bakeSvg(svg: string, credential: string): string {
  const cdata = `<![CDATA[${credential.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
  return svg
    .replace(/<svg\b/, () => `<svg xmlns:openbadges="${OPEN_BADGES_SVG_NAMESPACE}"`)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/, (title) => `${title}\n  <openbadges:credential>${cdata}</openbadges:credential>`);
}

/** A PNG chunk: its length, type, data and the CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The badge as a PNG with the credential baked in: an `iTXt` chunk of keyword `openbadgecredential`, before IEND. */
export async function bakedPng(svg: string, credential: string): Promise<Buffer> {
  const png = await (await sharp())(Buffer.from(svg)).png().toBuffer();
  // keyword \0, not compressed (flag 0, method 0), no language \0, no translated keyword \0, the text.
  const text = Buffer.concat([Buffer.from(PNG_CREDENTIAL_KEYWORD, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(credential, 'utf8')]);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), pngChunk('iTXt', text), png.subarray(iend)]);
}
