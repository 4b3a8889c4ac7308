import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws with standard fonts (hex strings shown by Tj), read
 * from its Flate streams: enough to check a generated certificate without a
 * PDF parser (pdfjs-dist needs Node 22).
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
  }
  return texts.join('\n');
}
