import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The 14 standard PDF fonts ship with pdfjs-dist; without them it warns on every text item.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text of every page of a PDF, read with pdfjs-dist (the library browsers use) through the
 * fonts' maps back to characters, as a reader's copy and paste gets it; its items joined by spaces.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ');
}
