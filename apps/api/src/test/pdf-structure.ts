import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFRawStream, type PDFRef, PDFString } from 'pdf-lib';
import { expect } from 'vitest';

/** What the tagged PDFs' tests read back of them with pdf-lib (certificates/tagged-pdf.ts). */

/** A PDF string's text, or undefined for anything else. */
export const textOf = (value: unknown) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

/** A page's content stream, decoded, as lines of operators. */
export function pageOperators(pdf: PDFDocument, index = 0): string[] {
  const contents = pdf.context.lookup(pdf.getPage(index).node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams.flatMap((stream) => {
    if (!(stream instanceof PDFRawStream)) throw new Error('a content stream was expected');
    const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
    return Buffer.from(flate ? inflateSync(stream.contents) : stream.contents)
      .toString('latin1')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  });
}

/** The structure elements of the Document, in reading order, with their references. */
export function structureElements(pdf: PDFDocument) {
  const root = pdf.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
  const document = root.lookup(PDFName.of('K'), PDFDict);
  expect(document.get(PDFName.of('S'))).toBe(PDFName.of('Document'));
  const refs = document.lookup(PDFName.of('K'), PDFArray).asArray() as PDFRef[];
  return { root, document, refs, elements: refs.map((ref) => pdf.context.lookup(ref, PDFDict)) };
}
