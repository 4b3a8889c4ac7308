import type { CertificationType } from '@espace/domain/tenant-switches';
import type { PDFFont, RGB } from 'pdf-lib';
import { onFirstUse } from '../on-first-use';
import { type StructureKind, taggedPage } from './tagged-pdf';

/** pdf-lib serves this one route: loaded with the first certificate. */
const pdfLib = onFirstUse(() => import('pdf-lib'));

export interface CertificateContent {
  certificationType: CertificationType;
  tenantName: string;
  /** The language the certificate is written in (BCP 47), the PDF's /Lang. */
  language: string;
  /** `#rrggbb`; anything else falls back to the default blue. */
  primaryColour: string | undefined;
  learner: string;
  course: string;
  className: string;
  program: string;
  /** Already formatted for the tenant's language. */
  date: string;
  /** Out of 1000. */
  score: number;
  code: string;
  verificationUrl: string;
}

const FALLBACK = { red: 0.11, green: 0.31, blue: 0.85 };

function colourOf(rgb: (red: number, green: number, blue: number) => RGB, hex: string | undefined) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return rgb(FALLBACK.red, FALLBACK.green, FALLBACK.blue);
  const [red, green, blue] = match.slice(1).map((part) => Number.parseInt(part, 16) / 255) as [number, number, number];
  return rgb(red, green, blue);
}

/** The standard PDF fonts only know WinAnsi: any other character (emoji, CJK…) is shown as '?' rather than failing. */
function printable(font: PDFFont, text: string): string {
  return Array.from(text, (character) => {
    try {
      font.encodeText(character);
      return character;
    } catch {
      return '?';
    }
  }).join('');
}

/**
 * A one-page A4 landscape certificate in the tenant's colour. Standard fonts
 * keep the file small and need no font files; the verification code and URL
 * let anyone confirm it at /verify/{code}. Tagged (tagged-pdf.ts): its title
 * shown by viewers, its language, a heading and paragraphs in reading order,
 * the frame and band as artifacts.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const lib = await pdfLib();
  const { PDFDocument, StandardFonts, rgb } = lib;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.certificationType} — ${content.course}`, { showInWindowTitleBar: true });
  pdf.setLanguage(content.language);
  pdf.setAuthor(content.tenantName);
  pdf.setSubject(content.code);
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const primary = colourOf(rgb, content.primaryColour);
  const { width, height } = page.getSize();
  const tagged = taggedPage(lib, pdf, page);
  tagged.artifact(() => {
    page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: primary, borderWidth: 4 });
    page.drawRectangle({ x: 24, y: height - 96, width: width - 48, height: 72, color: primary });
  });

  const centred = (kind: StructureKind, text: string, y: number, size: number, font: PDFFont, colour = rgb(0.07, 0.09, 0.15)) => {
    const safe = printable(font, text);
    const textWidth = font.widthOfTextAtSize(safe, size);
    tagged.text(kind, () => page.drawText(safe, { x: Math.max(40, (width - textWidth) / 2), y, size, font, color: colour }));
  };
  centred('P', content.tenantName, height - 70, 24, bold, rgb(1, 1, 1));
  centred('H1', content.certificationType, height - 160, 36, bold, primary);
  centred('P', content.learner, height - 220, 28, bold);
  centred('P', content.course, height - 270, 20, regular);
  centred('P', `${content.program} — ${content.className}`, height - 300, 14, regular);
  centred('P', `${content.date}   ·   ${content.score} / 1000`, height - 350, 16, bold);
  centred('P', content.code, 110, 14, bold, primary);
  centred('P', content.verificationUrl, 88, 11, regular);
  tagged.finish();
  return pdf.save();
}
