import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';

/** pdf-lib as loaded on first use (pdf-drawing.ts). */
type PdfLib = typeof PdfLibModule;

/** The structure kinds of the documents' text: headings and paragraphs (figures are `figure`'s). */
export type StructureKind = 'H1' | 'H2' | 'P';

/** A running header or footer: pagination, which assistive technology skips like any artifact. */
type Pagination = 'Header' | 'Footer';

/** An element of the reading order and where its content is: one marked content by page it is drawn on, or more. */
interface Element {
  kind: StructureKind | 'Figure';
  alt: string | undefined;
  /** Given when its first content is drawn: an element never drawn stays out of the tree. */
  ref: PDFRef | undefined;
  pieces: { page: PDFRef; mcid: number }[];
}

/**
 * A tagged PDF of one page or more (PDF/UA's requirements as EN 301 549 10.1.3.1 asks for them): each
 * text drawn is marked content with its MCID on its page, tied to a structure element of the
 * Document in reading order; decoration is marked as an artifact, which assistive technology skips.
 * An element may be drawn in several pieces, on several pages (a paragraph that flows onto the next
 * page stays one paragraph). pdf-lib has no API for this, so the catalog's StructTreeRoot, MarkInfo,
 * and each page's StructParents, are written with its low-level objects (the language is pdf-lib's
 * setLanguage).
 */
export function taggedDocument(lib: PdfLib, pdf: PDFDocument) {
  const { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames } = lib;
  const { context } = pdf;
  const documentRef = context.nextRef();
  const rootRef = context.nextRef();
  const elements: Element[] = [];
  /** By page, the element each MCID belongs to: the page's entry in the parent tree. */
  const parents = new Map<PDFRef, PDFRef[]>();

  const mark = (element: Element, page: PDFPage, draw: () => void) => {
    const ref = (element.ref ??= context.nextRef());
    const pageParents = parents.get(page.ref) ?? [];
    parents.set(page.ref, pageParents);
    const mcid = pageParents.length;
    // An operator's arguments cannot be a dictionary in pdf-lib's types; its inline form is written as is.
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(element.kind), `<</MCID ${mcid}>>`]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    pageParents.push(ref);
    element.pieces.push({ page: page.ref, mcid });
  };

  /** The next element of the reading order; each call of what it returns draws one more piece of it. */
  const element = (kind: StructureKind | 'Figure', alt?: string) => {
    const next: Element = { kind, alt, ref: undefined, pieces: [] };
    elements.push(next);
    return (page: PDFPage, draw: () => void) => mark(next, page, draw);
  };

  /** An element's content: its MCID on its own page (/Pg), a marked-content reference on any other. */
  const contentOf = ({ pieces }: Element, page: PDFRef) => {
    const kids = pieces.map((piece) => (piece.page === page ? PDFNumber.of(piece.mcid) : context.obj({ Type: 'MCR', Pg: piece.page, MCID: piece.mcid })));
    return kids.length === 1 ? kids[0]! : context.obj(kids);
  };

  return {
    element,
    /** Draws text on a page as the next element of the reading order. */
    text(page: PDFPage, kind: StructureKind, draw: () => void) {
      element(kind)(page, draw);
    },
    /** Draws a picture that says something (a logo, a signature, a QR code) as the next element, with its text alternative. */
    figure(page: PDFPage, alt: string, draw: () => void) {
      element('Figure', alt)(page, draw);
    },
    /** Draws decoration outside the structure; a running footer says so. */
    artifact(page: PDFPage, draw: () => void, pagination?: Pagination) {
      page.pushOperators(
        pagination === undefined
          ? PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')])
          : PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Artifact'), `<</Type /Pagination /Subtype /${pagination}>>`]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },
    /** Writes the structure tree once everything is drawn, on every page. */
    finish() {
      const drawn = elements.filter((each): each is Element & { ref: PDFRef } => each.ref !== undefined);
      for (const each of drawn) {
        const page = each.pieces[0]!.page;
        const structElem = context.obj({ Type: 'StructElem', S: each.kind, P: documentRef, Pg: page, K: contentOf(each, page) });
        if (each.alt !== undefined) structElem.set(PDFName.of('Alt'), PDFHexString.fromText(each.alt));
        context.assign(each.ref, structElem);
      }
      context.assign(documentRef, context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: drawn.map((each) => each.ref) }));
      // Each page's marked content, by MCID, points back to its elements: the page's StructParents is its index.
      const pages = pdf.getPages();
      const nums = pages.flatMap((page, index) => [PDFNumber.of(index), context.obj(parents.get(page.ref) ?? [])]);
      const parentTree = context.register(context.obj({ Nums: nums }));
      context.assign(rootRef, context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: parentTree, ParentTreeNextKey: pages.length }));
      pages.forEach((page, index) => {
        page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
        // Tab order follows the structure.
        page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      });
      pdf.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
      pdf.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    },
  };
}

/** What a renderer draws through. */
export type TaggedDocument = ReturnType<typeof taggedDocument>;
