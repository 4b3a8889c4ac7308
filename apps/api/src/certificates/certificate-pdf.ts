import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { onFirstUse } from '../on-first-use';
import { colourOf, createPdf, fitted, type IssuedDocument, scaledToFit, wrapped } from './pdf-drawing';
import { type StructureKind, taggedDocument } from './tagged-pdf';

/** The QR code encoder serves the certificate only: loaded with the first one. */
const qrCodes = onFirstUse(async () => (await import('qrcode')).default);

/** Everything a certificate prints, in its language, already worded (certificates.ts). */
export interface CertificateContent extends IssuedDocument {
  awardedTo: string;
  learner: string;
  forCourse: string;
  course: string;
  programAndClass: string;
  /** « Compétences attestées : … », or null when the course names none. */
  competencies: string | null;
  /** « Score : 666 / 1000 · Médaille d’argent ». */
  result: string;
  /** The medal's colour, drawn beside the result (the result names it: never the colour alone). */
  medalColour: string | null;
  issuedOn: string;
  issuedBy: string;
  verifyLabel: string;
  verificationUrl: string;
  codeLine: string;
  qrCodeAlt: string;
}

/** A4 landscape, in points. */
const PAGE = { width: 842, height: 595 } as const;
const MARGIN = 56;

/** What is drawn where and how; a text too wide for its place is drawn smaller, then cut with an ellipsis. */
interface TextPlacement {
  kind: StructureKind;
  text: string;
  y: number;
  size: number;
  font: PDFFont;
  colour: RGB;
  align?: 'centre' | 'left' | 'right';
  /** The x the text is aligned on: the centre by default, the left or right edge otherwise. */
  x?: number;
  maxWidth?: number;
  minSize?: number;
}

/** The QR code's dark modules as filled rectangles, one per run of a row. */
function drawQrCode(
  page: PDFPage,
  modules: { size: number; get(row: number, column: number): number | boolean },
  x: number,
  y: number,
  side: number,
  colour: RGB,
) {
  const cell = side / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      // Rows go down from the top; PDF's y goes up. A hair wider, so that neighbours never show a seam.
      page.drawRectangle({ x: x + start * cell, y: y + side - (row + 1) * cell, width: (column - start) * cell + 0.05, height: cell + 0.05, color: colour });
    }
  }
}

/**
 * The certificate (docs/credentials.md#the-pdf-certificate): one A4 landscape page in the tenant's
 * colour with its logo, the learner's name large, the course, its competencies, the result with its
 * medal, the date in words, the signature the admin set over the issuer's name, and a QR code to
 * the verification page. Open Sans embedded; tagged (tagged-pdf.ts): its title, its language, a heading
 * and paragraphs in reading order, the logo, signature and QR code as figures with their text,
 * decoration as artifacts.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const [{ pdfLib, pdf, fonts }, qrcode] = await Promise.all([createPdf(content), qrCodes()]);
  const { rgb } = pdfLib;
  const { regular, semiBold, bold } = fonts;
  pdf.setSubject(content.codeLine);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const primary = colourOf(rgb, content.primaryColour);
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.29, 0.33, 0.39);
  const rule = rgb(0.82, 0.84, 0.86);
  const tagged = taggedDocument(pdfLib, pdf);
  const centre = PAGE.width / 2;

  const write = ({ kind, text, y, size, font, colour, align = 'centre', x = centre, maxWidth = PAGE.width - 2 * MARGIN, minSize = size }: TextPlacement) => {
    const shown = fitted(font, text, size, maxWidth, minSize);
    const width = font.widthOfTextAtSize(shown.text, shown.size);
    const left = align === 'centre' ? x - width / 2 : align === 'left' ? x : x - width;
    tagged.text(page, kind, () => page.drawText(shown.text, { x: left, y, size: shown.size, font, color: colour }));
  };

  tagged.artifact(page, () => {
    page.drawRectangle({ x: 0, y: PAGE.height - 10, width: PAGE.width, height: 10, color: primary });
    page.drawRectangle({ x: 22, y: 22, width: PAGE.width - 44, height: PAGE.height - 54, borderColor: rule, borderWidth: 0.75 });
    page.drawRectangle({ x: 28, y: 28, width: PAGE.width - 56, height: PAGE.height - 66, borderColor: primary, borderWidth: 1.5 });
  });

  // The header: the logo at the left, else the issuer's name.
  const headerTop = PAGE.height - 50;
  if (content.logo) {
    const logo = await pdf.embedPng(content.logo.png);
    const size = scaledToFit(logo, 200, 52);
    tagged.figure(page, content.logo.alt, () => page.drawImage(logo, { x: MARGIN, y: headerTop - size.height, ...size }));
  } else {
    write({
      kind: 'P',
      text: content.issuerName,
      y: headerTop - 24,
      size: 16,
      font: bold,
      colour: primary,
      align: 'left',
      x: MARGIN,
      maxWidth: 360,
      minSize: 11,
    });
  }

  write({ kind: 'H1', text: content.heading.toLocaleUpperCase(content.language), y: 438, size: 34, font: bold, colour: primary, minSize: 20 });
  write({ kind: 'P', text: content.awardedTo, y: 404, size: 13, font: regular, colour: muted });
  write({ kind: 'P', text: content.learner, y: 356, size: 36, font: bold, colour: ink, minSize: 18 });
  tagged.artifact(page, () => page.drawLine({ start: { x: centre - 60, y: 340 }, end: { x: centre + 60, y: 340 }, thickness: 1.5, color: primary }));
  write({ kind: 'P', text: content.forCourse, y: 314, size: 13, font: regular, colour: muted });
  write({ kind: 'P', text: content.course, y: 284, size: 22, font: semiBold, colour: ink, minSize: 13 });
  write({ kind: 'P', text: content.programAndClass, y: 262, size: 11.5, font: regular, colour: muted, minSize: 8 });
  if (content.competencies !== null) {
    const lines = wrapped(regular, content.competencies, 10.5, 620, 2);
    lines.forEach((line, index) => write({ kind: 'P', text: line, y: 238 - index * 14, size: 10.5, font: regular, colour: ink }));
  }

  // The result, with the medal beside it: a disc of its colour.
  const resultSize = 14;
  const resultWidth = semiBold.widthOfTextAtSize(content.result, resultSize);
  const medalRadius = 9;
  const resultY = 192;
  const resultLeft = centre - (resultWidth + (content.medalColour === null ? 0 : 2 * medalRadius + 10)) / 2;
  if (content.medalColour !== null) {
    const medal = colourOf(rgb, content.medalColour);
    tagged.artifact(page, () => {
      page.drawCircle({ x: resultLeft + medalRadius, y: resultY + 5, size: medalRadius, color: medal });
      page.drawCircle({ x: resultLeft + medalRadius, y: resultY + 5, size: medalRadius - 3, borderColor: rgb(1, 1, 1), borderWidth: 1.2 });
    });
  }
  write({
    kind: 'P',
    text: content.result,
    y: resultY,
    size: resultSize,
    font: semiBold,
    colour: ink,
    align: 'left',
    x: content.medalColour === null ? resultLeft : resultLeft + 2 * medalRadius + 10,
  });

  // The footer: date and issuer at the left, the signature in the middle, the verification at the right.
  const footerLine = 88;
  write({ kind: 'P', text: content.issuedOn, y: footerLine + 16, size: 12, font: semiBold, colour: ink, align: 'left', x: MARGIN, maxWidth: 230, minSize: 9 });
  write({ kind: 'P', text: content.issuedBy, y: footerLine, size: 11, font: regular, colour: muted, align: 'left', x: MARGIN, maxWidth: 230, minSize: 8 });
  write({
    kind: 'P',
    text: content.codeLine,
    y: footerLine - 18,
    size: 9.5,
    font: regular,
    colour: muted,
    align: 'left',
    x: MARGIN,
    maxWidth: 230,
    minSize: 7,
  });

  const signatureLine = footerLine - 4;
  if (content.signature) {
    const signature = await pdf.embedPng(content.signature.png);
    const size = scaledToFit(signature, 170, 56);
    tagged.figure(page, content.signature.alt, () => page.drawImage(signature, { x: centre - size.width / 2, y: signatureLine + 4, ...size }));
  }
  tagged.artifact(page, () =>
    page.drawLine({ start: { x: centre - 80, y: signatureLine }, end: { x: centre + 80, y: signatureLine }, thickness: 0.75, color: muted }),
  );
  write({ kind: 'P', text: content.issuerName, y: signatureLine - 15, size: 10.5, font: semiBold, colour: ink, maxWidth: 220, minSize: 7 });

  const qrSide = 78;
  const qrX = PAGE.width - MARGIN - qrSide;
  const qrY = 46;
  write({ kind: 'P', text: content.verifyLabel, y: qrY + 44, size: 10, font: semiBold, colour: ink, align: 'right', x: qrX - 10, maxWidth: 180, minSize: 7 });
  write({
    kind: 'P',
    text: content.verificationUrl,
    y: qrY + 30,
    size: 8.5,
    font: regular,
    colour: primary,
    align: 'right',
    x: qrX - 10,
    maxWidth: 180,
    minSize: 5.5,
  });
  const { modules } = qrcode.create(content.verificationUrl, { errorCorrectionLevel: 'M' });
  tagged.figure(page, content.qrCodeAlt, () => drawQrCode(page, modules, qrX, qrY, qrSide, ink));

  tagged.finish();
  return pdf.save();
}
