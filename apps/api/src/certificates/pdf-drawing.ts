import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFFont, PDFImage, RGB } from 'pdf-lib';
import { onFirstUse } from '../on-first-use';

/** pdf-lib and its font engine serve the certificate and the attestation only: loaded with the first of them. */
const libraries = onFirstUse(async () => {
  const [pdfLib, fontkit] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  return { pdfLib, fontkit: fontkit.default };
});

/**
 * Open Sans (SIL Open Font License), embedded as the subset each document uses: every viewer and
 * printer draws the same letters, every language the tenant writes in has its accents, and the text
 * stays extractable (the PDF maps each glyph back to its character). Inter, Noto Sans and Source
 * Sans 3 lose glyphs in pdf-lib's subsetting; Open Sans keeps them all
 * (docs/credentials.md#the-pdf-certificate, checked by certificate-pdf.test.ts).
 */
const fontFiles = onFirstUse(async () => {
  const require = createRequire(import.meta.url);
  const read = (weight: string) => readFile(require.resolve(`@expo-google-fonts/open-sans/${weight}/OpenSans_${weight}.ttf`));
  const [regular, semiBold, bold] = await Promise.all([read('400Regular'), read('600SemiBold'), read('700Bold')]);
  return { regular, semiBold, bold };
});

/** What every document a tenant issues prints of it, in its language (a certificate, an attestation). */
export interface IssuedDocument {
  /** BCP 47, the PDF's /Lang. */
  language: string;
  /** The document's title, shown by viewers: « Certificat — Conclure une vente ». */
  title: string;
  /** The document's H1: « Certificat », « Attestation de fin de formation ». */
  heading: string;
  issuerName: string;
  /** `#rrggbb`; anything else falls back to the default blue. */
  primaryColour: string | undefined;
  /** The tenant's logo and the signature its admin set, as PNG, with their text alternatives. */
  logo: { png: Uint8Array; alt: string } | null;
  signature: { png: Uint8Array; alt: string } | null;
}

/**
 * A new PDF with its title shown by viewers, its language and its issuer, and the three weights of
 * Open Sans embedded; pdf-lib comes with it, for the drawing and the tagging (tagged-pdf.ts).
 */
export async function createPdf(meta: { title: string; language: string; issuerName: string }) {
  const [{ pdfLib, fontkit }, files] = await Promise.all([libraries(), fontFiles()]);
  const pdf = await pdfLib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setLanguage(meta.language);
  pdf.setAuthor(meta.issuerName);
  pdf.setCreator(meta.issuerName);
  const [regular, semiBold, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.semiBold, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  return { pdfLib, pdf, fonts: { regular, semiBold, bold } };
}

const FALLBACK = '#1d4ed8';
const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** A `#rrggbb` colour; anything else is the default blue. */
export function colourOf(rgb: (red: number, green: number, blue: number) => RGB, hex: string | null | undefined) {
  const match = HEX_COLOUR.exec(hex ?? '') ?? HEX_COLOUR.exec(FALLBACK)!;
  const [red, green, blue] = match.slice(1).map((part) => Number.parseInt(part, 16) / 255) as [number, number, number];
  return rgb(red, green, blue);
}

/** Fits `text` in `maxWidth`: smaller down to `minSize`, then shortened with an ellipsis. */
export function fitted(font: PDFFont, text: string, size: number, maxWidth: number, minSize: number): { text: string; size: number } {
  let fittedSize = size;
  while (fittedSize > minSize && font.widthOfTextAtSize(text, fittedSize) > maxWidth) fittedSize -= 0.5;
  if (font.widthOfTextAtSize(text, fittedSize) <= maxWidth) return { text, size: fittedSize };
  let shortened = text;
  while (shortened.length > 1 && font.widthOfTextAtSize(`${shortened}…`, fittedSize) > maxWidth) shortened = shortened.slice(0, -1);
  return { text: `${shortened.trimEnd()}…`, size: fittedSize };
}

/** Where a line may break: any white space but the no-break ones, which French puts before « : » and inside « ». */
const BREAKABLE_SPACE = /[^\S\u00a0\u2007\u202f]+/;

/**
 * Splits `text` into lines of `maxWidth`, at most `maxLines` of them, the last one shortened if need
 * be. A word wider than a line on its own has nowhere to break: it is shortened with an ellipsis.
 * Blank text has no line.
 */
export function wrapped(font: PDFFont, text: string, size: number, maxWidth: number, maxLines = Number.POSITIVE_INFINITY): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(BREAKABLE_SPACE)) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) line = candidate;
    else {
      if (line !== '') lines.push(line);
      line = fits(word) ? word : fitted(font, word, size, maxWidth, size).text;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitted(font, `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, size, maxWidth, size).text;
  return kept;
}

/** Scales an image to fit a box, keeping its proportions. */
export function scaledToFit(image: PDFImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}
