import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, type PDFRef, PDFString } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './certificate-pdf';

const content = {
  certificationType: 'Certificat' as const,
  tenantName: 'Académie Démo',
  language: 'fr',
  primaryColour: '#1d4ed8',
  learner: 'Léa Martin',
  course: 'Conclure une vente',
  className: 'Hiver 2026',
  program: 'Relation client',
  date: '12 mars 2026',
  score: 870,
  code: 'CERT-7K3P-Q9XZ',
  verificationUrl: 'https://demo.example/verify/CERT-7K3P-Q9XZ',
};

/** The standard fonts' WinAnsi encoding is Latin-1 but for 0x80–0x9f; of those the certificate draws the em dash only. */
const winAnsi = (bytes: Buffer) => bytes.toString('latin1').replace(/\u0097/g, '—');
const textOf = (value: unknown) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

/** The page's content stream, decoded, as lines of operators. */
function pageOperators(pdf: PDFDocument): string[] {
  const contents = pdf.context.lookup(pdf.getPage(0).node.get(PDFName.of('Contents')));
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

describe('the certificate PDF', () => {
  it('is tagged: language, title shown by viewers, MarkInfo, a Document of a heading and paragraphs in reading order', async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(content), { updateMetadata: false });
    const catalog = pdf.catalog;
    expect(textOf(catalog.get(PDFName.of('Lang')))).toBe('fr');
    expect(pdf.getTitle()).toBe('Certificat — Conclure une vente');
    expect(catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict).get(PDFName.of('DisplayDocTitle'))).toBe(PDFBool.True);
    expect(catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))).toBe(PDFBool.True);

    const root = catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    expect(root.get(PDFName.of('Type'))).toBe(PDFName.of('StructTreeRoot'));
    const document = root.lookup(PDFName.of('K'), PDFDict);
    expect(document.get(PDFName.of('S'))).toBe(PDFName.of('Document'));
    const elements = document
      .lookup(PDFName.of('K'), PDFArray)
      .asArray()
      .map((ref) => pdf.context.lookup(ref, PDFDict));
    expect(elements.map((element) => element.get(PDFName.of('S'))?.toString())).toEqual(['/P', '/H1', '/P', '/P', '/P', '/P', '/P', '/P']);
    expect(elements.map((element) => element.lookup(PDFName.of('K'), PDFNumber).asNumber())).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(elements.every((element) => element.get(PDFName.of('Pg')) === pdf.getPage(0).ref)).toBe(true);

    // The page's marked content finds its elements back through the parent tree.
    expect(pdf.getPage(0).node.get(PDFName.of('StructParents'))).toEqual(PDFNumber.of(0));
    const [key, parents] = root.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray).asArray();
    expect(key).toEqual(PDFNumber.of(0));
    expect((pdf.context.lookup(parents, PDFArray) as PDFArray).asArray().map((ref) => (ref as PDFRef).toString())).toEqual(
      document
        .lookup(PDFName.of('K'), PDFArray)
        .asArray()
        .map((ref) => ref.toString()),
    );
  });

  it('draws every text inside marked content with its MCID, in the order of the structure, and its frame and band as an artifact', async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(content));
    const marked: { tag: string; mcid: number | null; texts: string[]; paths: number }[] = [];
    let open: (typeof marked)[number] | null = null;
    const outside: string[] = [];
    for (const line of pageOperators(pdf)) {
      const begin = /^\/(\w+) (?:<<\/MCID (\d+)>> BDC|BMC)$/.exec(line);
      if (begin) {
        expect(open, 'marked content is not nested').toBeNull();
        open = { tag: begin[1]!, mcid: begin[2] === undefined ? null : Number(begin[2]), texts: [], paths: 0 };
        marked.push(open);
      } else if (line === 'EMC') open = null;
      else if (/ (Tj|TJ)$/.test(line) || /^(S|s|f|F|f\*|B|B\*|b|b\*)$/.test(line)) {
        // Text shown, or a path painted: either belongs to marked content.
        if (open === null) outside.push(line);
        else if (!/ (Tj|TJ)$/.test(line)) open.paths += 1;
        else open.texts.push(winAnsi(Buffer.from(/^<([0-9A-Fa-f]*)>/.exec(line)?.[1] ?? '', 'hex')));
      }
    }
    expect(outside).toEqual([]);
    expect(marked[0]).toMatchObject({ tag: 'Artifact', mcid: null, texts: [], paths: 2 });
    const texts = marked.slice(1);
    expect(texts.map((each) => [each.tag, each.mcid])).toEqual([
      ['P', 0],
      ['H1', 1],
      ['P', 2],
      ['P', 3],
      ['P', 4],
      ['P', 5],
      ['P', 6],
      ['P', 7],
    ]);
    expect(texts.map((each) => each.texts.join(''))).toEqual([
      'Académie Démo',
      'Certificat',
      'Léa Martin',
      'Conclure une vente',
      'Relation client — Hiver 2026',
      '12 mars 2026   ·   870 / 1000',
      'CERT-7K3P-Q9XZ',
      'https://demo.example/verify/CERT-7K3P-Q9XZ',
    ]);
  });
});
