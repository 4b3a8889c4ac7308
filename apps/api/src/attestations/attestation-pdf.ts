import { colourOf, createPdf, type IssuedDocument, scaledToFit } from '../certificates/pdf-drawing';
import { taggedDocument } from '../certificates/tagged-pdf';
import { blockOf, flowingPages, heightOf, leading, MARGIN, PAGE, type Style, WIDTH } from './flowing-pages';

/** Everything an attestation prints, in its language, already worded (attestations.ts words it). */
export interface AttestationContent extends IssuedDocument {
  /** « Académie Démo atteste que Léa Martin a suivi la formation : » */
  statement: string;
  /** The training's name, large: « Printemps 2026 — Accueil client ». */
  training: string;
  /** Label and value pairs under it, in order: dates, time spent, progress, overall result. */
  facts: { label: string; value: string }[];
  /** « Objectifs de la formation » and its paragraphs (programs' descriptions, then « Compétences visées : … »); no section when paragraphs is empty. */
  objectives: { heading: string; paragraphs: string[] };
  /** « Résultats des évaluations », then one entry per course: its title and one line of figures (« Terminé · progression 100 % · score 666 / 1000 · 1 h 20 min »); `empty` said when there are none. */
  results: { heading: string; courses: { title: string; figures: string }[]; empty: string };
  /** The legal line: « Attestation délivrée en application de l’article L.6353-1 du Code du travail. » */
  legalNote: string;
  /** « Fait le 30 novembre 2026 » */
  issuedOn: string;
  /** « Pour Académie Démo » (over the signature) */
  issuedBy: string;
  /** « Page 1 sur 2 »-style footer, given the page number and count. */
  pageLabel: (page: number, pages: number) => string;
}

/** The signature block's column, at the right, and the room over its line for the image (or a hand's signature on paper). */
const SIGNATURE = { width: 200, height: 60 } as const;

/**
 * The attestation de fin de formation (article L.6353-1 of the Code du travail,
 * docs/credentials.md#the-pdf-certificate for what it shares with the certificate): A4 portrait
 * pages in the tenant's colour with its logo, the training, its facts, its objectives, each
 * course's results, the legal note and the signature, flowing onto as many pages as they need, each
 * with a footer. Open Sans embedded; tagged (tagged-pdf.ts): its title, its language, a heading,
 * sections, paragraphs and the pictures in reading order across the pages, the band and the
 * footers as artifacts.
 */
export async function renderAttestationPdf(content: AttestationContent): Promise<Uint8Array> {
  const { pdfLib, pdf, fonts } = await createPdf(content);
  const { rgb } = pdfLib;
  const primary = colourOf(rgb, content.primaryColour);
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.29, 0.33, 0.39);
  const rule = rgb(0.82, 0.84, 0.86);
  const tagged = taggedDocument(pdfLib, pdf);
  const flow = flowingPages(pdf, tagged, primary);
  const body: Style = { font: fonts.regular, size: 10.5, colour: ink };
  const small: Style = { font: fonts.regular, size: 9.5, colour: muted };
  const section: Style = { font: fonts.bold, size: 14, colour: primary };
  const gap = (height: number) => flow.down(height);

  // The header: the logo at the left, else the issuer's name.
  if (content.logo) {
    const logo = await pdf.embedPng(content.logo.png);
    const size = scaledToFit(logo, 180, 48);
    const [page, top] = [flow.page, flow.y];
    tagged.figure(page, content.logo.alt, () => page.drawImage(logo, { x: MARGIN, y: top - size.height, ...size }));
    gap(size.height);
  } else flow.write('P', blockOf(content.issuerName, { font: fonts.bold, size: 15, colour: primary }));
  gap(20);

  flow.write('H1', blockOf(content.heading, { font: fonts.bold, size: 22, colour: primary }));
  gap(10);
  flow.write('P', blockOf(content.statement, { font: fonts.regular, size: 12, colour: muted }));
  gap(4);
  flow.write('P', blockOf(content.training, { font: fonts.semiBold, size: 19, colour: ink }));
  gap(10);
  const [rulePage, ruleY] = [flow.page, flow.y];
  if (flow.fits(2))
    tagged.artifact(rulePage, () => rulePage.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: MARGIN + 60, y: ruleY }, thickness: 1.5, color: primary }));
  gap(16);

  // The facts as a list of labels and values, the labels' column as wide as the widest of them, up to a third of the page.
  const label: Style = { ...body, colour: muted };
  const value: Style = { ...body, font: fonts.semiBold };
  const labelWidth = Math.min(WIDTH / 3, Math.max(0, ...content.facts.map((fact) => label.font.widthOfTextAtSize(fact.label, label.size))));
  for (const fact of content.facts) {
    // A fact is a line or two; bounded, so that its row always fits on a page.
    flow.row(
      blockOf(fact.label, label, { width: labelWidth, maxLines: 4 }),
      blockOf(fact.value, value, { x: MARGIN + labelWidth + 16, width: WIDTH - labelWidth - 16, maxLines: 12 }),
    );
    gap(4);
  }

  if (content.objectives.paragraphs.length > 0) {
    const paragraphs = content.objectives.paragraphs.map((paragraph) => blockOf(paragraph, body));
    gap(16);
    const heading = blockOf(content.objectives.heading, section);
    // A heading stays with the first lines of what it heads.
    flow.keep(heightOf(heading) + 6 + leading(body.size) * 2);
    flow.write('H2', heading);
    gap(6);
    for (const paragraph of paragraphs) {
      flow.write('P', paragraph);
      gap(6);
    }
  }

  gap(16);
  const courses = content.results.courses.map((course) => ({
    title: blockOf(course.title, { ...body, font: fonts.semiBold, size: 11 }),
    figures: blockOf(course.figures, small),
  }));
  const courseHeight = ({ title, figures }: (typeof courses)[number]) => heightOf(title) + 2 + heightOf(figures);
  const resultsHeading = blockOf(content.results.heading, section);
  const empty = blockOf(content.results.empty, body);
  flow.keep(heightOf(resultsHeading) + 6 + (courses[0] === undefined ? heightOf(empty) : courseHeight(courses[0])));
  flow.write('H2', resultsHeading);
  gap(6);
  if (courses.length === 0) flow.write('P', empty);
  for (const course of courses) {
    // A course's title stays with its figures.
    flow.keep(courseHeight(course));
    flow.write('P', course.title);
    gap(2);
    flow.write('P', course.figures);
    gap(8);
  }

  // The legal note, then the date, on whose behalf and the signature over a line: that block kept on
  // one page, and the note with it when they fit, so that the signed page says what it attests.
  gap(10);
  const blockX = PAGE.width - MARGIN - SIGNATURE.width;
  const legalNote = blockOf(content.legalNote, small);
  const issuedOn = blockOf(content.issuedOn, { ...body, font: fonts.semiBold, size: 11 }, { x: blockX, width: SIGNATURE.width, maxLines: 3 });
  const issuedBy = blockOf(content.issuedBy, { ...body, colour: muted }, { x: blockX, width: SIGNATURE.width, maxLines: 3 });
  const signatureHeight = heightOf(issuedOn) + heightOf(issuedBy) + SIGNATURE.height + 2;
  flow.keep(heightOf(legalNote) + 16 + signatureHeight);
  flow.write('P', legalNote);
  gap(16);
  flow.keep(signatureHeight);
  flow.write('P', issuedOn);
  flow.write('P', issuedBy);
  const page = flow.page;
  const lineY = flow.y - SIGNATURE.height;
  if (content.signature) {
    const signature = await pdf.embedPng(content.signature.png);
    const size = scaledToFit(signature, SIGNATURE.width - 30, SIGNATURE.height - 8);
    tagged.figure(page, content.signature.alt, () => page.drawImage(signature, { x: blockX, y: lineY + 4, ...size }));
  }
  tagged.artifact(page, () => page.drawLine({ start: { x: blockX, y: lineY }, end: { x: blockX + SIGNATURE.width, y: lineY }, thickness: 0.75, color: muted }));

  flow.footers(content.issuerName, content.pageLabel, { ...small, size: 8.5 }, rule);
  tagged.finish();
  return pdf.save();
}
