/**
 * A credential read back from a badge image it was baked into, as Open Badges 3.0's baking says
 * (docs/credentials.md#badge-images): in a PNG, the text of its `iTXt` chunk of keyword
 * `openbadgecredential`; in an SVG, the content of its `openbadges:credential` element. Pure: the
 * web's /verify reads a dropped image with it, the tests read the API's images with it. null when
 * the image holds none. (Baking is the API's: apps/api/src/credentials/badge-images.ts.)
 */

export const PNG_CREDENTIAL_KEYWORD = 'openbadgecredential';
export const OPEN_BADGES_SVG_NAMESPACE = 'https://purl.imsglobal.org/ob/v3p0';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** Each chunk of a PNG: its type and data, in order, until IEND or the bytes end. */
function* pngChunks(bytes: Uint8Array): Generator<{ type: string; data: Uint8Array }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = PNG_SIGNATURE.length; offset + 8 <= bytes.length;) {
    const length = view.getUint32(offset);
    const type = ascii(bytes.subarray(offset + 4, offset + 8));
    const end = offset + 8 + length;
    if (end + 4 > bytes.length) return;
    yield { type, data: bytes.subarray(offset + 8, end) };
    if (type === 'IEND') return;
    offset = end + 4;
  }
}

/** The bytes as ASCII text (a chunk's type, a keyword). */
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * The credential an iTXt chunk `openbadgecredential` holds (uncompressed, as baking writes it), as
 * its UTF-8 bytes: the caller decodes them (the domain compiles without the runtimes' TextDecoder).
 */
export function unbakePng(bytes: Uint8Array): Uint8Array | null {
  if (!isPng(bytes)) return null;
  for (const { type, data } of pngChunks(bytes)) {
    if (type !== 'iTXt') continue;
    // keyword \0 compression-flag compression-method language \0 translated-keyword \0 text
    const keywordEnd = data.indexOf(0);
    if (keywordEnd < 0 || ascii(data.subarray(0, keywordEnd)) !== PNG_CREDENTIAL_KEYWORD) continue;
    if (data[keywordEnd + 1] !== 0) return null;
    const languageEnd = data.indexOf(0, keywordEnd + 3);
    const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
    if (translatedEnd < 0) return null;
    return data.subarray(translatedEnd + 1);
  }
  return null;
}

const xmlEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text outside CDATA as XML reads it: the five named entities and character references decoded. */
const decodeXmlText = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) return xmlEntities[name.toLowerCase()] ?? entity;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/**
 * The credential an SVG's `openbadges:credential` element holds, as an XML parser reads the
 * element's text: CDATA sections as they are (a credential holding `]]>` is baked in two, joined
 * back here), text outside them with its entities decoded.
 */
export function unbakeSvg(svg: string): string | null {
  const match = /<openbadges:credential\b[^>]*>([\s\S]*?)<\/openbadges:credential>/.exec(svg);
  if (match === null) return null;
  return match[1]!
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice('<![CDATA['.length, -']]>'.length) : decodeXmlText(part)))
    .join('')
    .trim();
}
