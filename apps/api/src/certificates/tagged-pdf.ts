import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';

/** pdf-lib as loaded on first use (certificate-pdf.ts). */
type PdfLib = typeof PdfLibModule;

/** The structure kinds of the certificate's text: one heading, paragraphs (figures are `figure`'s). */
export type StructureKind = 'H1' | 'P';

/**
 * A one-page tagged PDF (PDF/UA's requirements as EN 301 549 10.1.3.1 asks for them): each text
 * drawn is marked content with its MCID, tied to a structure element of the Document in reading
 * order; decoration is marked as an artifact, which assistive technology skips. pdf-lib has no API
 * for this, so the catalog's StructTreeRoot, MarkInfo and Lang, and the page's StructParents, are
 * written with its low-level objects (the language is pdf-lib's setLanguage).
 */
export function taggedPage(lib: PdfLib, pdf: PDFDocument, page: PDFPage) {
  const { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames } = lib;
  const { context } = pdf;
  const documentRef = context.nextRef();
  const rootRef = context.nextRef();
  const elements: PDFRef[] = [];

  /** Draws content as the next element of the reading order; a figure carries its text alternative. */
  const marked = (kind: StructureKind | 'Figure', draw: () => void, alt?: string) => {
    const mcid = elements.length;
    // An operator's arguments cannot be a dictionary in pdf-lib's types; its inline form is written as is.
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(kind), `<</MCID ${mcid}>>`]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    const element = context.obj({ Type: 'StructElem', S: kind, P: documentRef, Pg: page.ref, K: mcid });
    if (alt !== undefined) element.set(PDFName.of('Alt'), PDFHexString.fromText(alt));
    elements.push(context.register(element));
  };

  return {
    /** Draws text as the next element of the reading order. */
    text(kind: StructureKind, draw: () => void) {
      marked(kind, draw);
    },
    /** Draws a picture that says something (a logo, a signature, a QR code) as the next element, with its text alternative. */
    figure(alt: string, draw: () => void) {
      marked('Figure', draw, alt);
    },
    /** Draws decoration outside the structure. */
    artifact(draw: () => void) {
      page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },
    /** Writes the structure tree once everything is drawn. */
    finish() {
      context.assign(documentRef, context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: elements }));
      // The page's marked content, by MCID, points back to its elements (the page's StructParents key is 0).
      const parentTree = context.register(context.obj({ Nums: [0, elements] }));
      context.assign(rootRef, context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: parentTree, ParentTreeNextKey: 1 }));
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(0));
      // Tab order follows the structure.
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      pdf.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
      pdf.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    },
  };
}
