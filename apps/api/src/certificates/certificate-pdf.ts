import type { CertificationType } from '@espace/domain/tenant-switches';
import type { PDFFont, RGB } from 'pdf-lib';
import { onFirstUse } from '../on-first-use';

/** pdf-lib serves this one route: loaded with the first certificate. */
const pdfLib = onFirstUse(() => import('pdf-lib'));

export interface CertificateContent {
  certificationType: CertificationType;
  tenantName: string;
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
 * let anyone confirm it at /verify/{code}.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.certificationType} — ${content.course}`);
  pdf.setAuthor(content.tenantName);
  pdf.setSubject(content.code);
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const primary = colourOf(rgb, content.primaryColour);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: primary, borderWidth: 4 });
  page.drawRectangle({ x: 24, y: height - 96, width: width - 48, height: 72, color: primary });

  const centred = (text: string, y: number, size: number, font: PDFFont, colour = rgb(0.07, 0.09, 0.15)) => {
    const safe = printable(font, text);
    const textWidth = font.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: Math.max(40, (width - textWidth) / 2), y, size, font, color: colour });
  };
  centred(content.tenantName, height - 70, 24, bold, rgb(1, 1, 1));
  centred(content.certificationType, height - 160, 36, bold, primary);
  centred(content.learner, height - 220, 28, bold);
  centred(content.course, height - 270, 20, regular);
  centred(`${content.program} — ${content.className}`, height - 300, 14, regular);
  centred(`${content.date}   ·   ${content.score} / 1000`, height - 350, 16, bold);
  centred(content.code, 110, 14, bold, primary);
  centred(content.verificationUrl, 88, 11, regular);
  return pdf.save();
}
