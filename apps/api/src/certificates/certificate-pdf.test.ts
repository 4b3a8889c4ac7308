import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import sharp from 'sharp';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { pageOperators, structureElements, textOf } from '../test/pdf-structure';
import { type CertificateContent, renderCertificatePdf } from './certificate-pdf';

const square = (colour: string) =>
  sharp({ create: { width: 120, height: 60, channels: 4, background: colour } })
    .png()
    .toBuffer();

const content = async (): Promise<CertificateContent> => ({
  language: 'fr',
  title: 'Certificat — Conclure une vente',
  heading: 'Certificat',
  issuerName: 'Académie Démo',
  primaryColour: '#1d4ed8',
  logo: { png: await square('#1d4ed8'), alt: 'Logo de Académie Démo' },
  signature: { png: await square('#00000000'), alt: 'Signature de Académie Démo' },
  awardedTo: 'décerné à',
  learner: 'Léa Martin',
  forCourse: 'pour avoir terminé le cours',
  course: 'Conclure une vente',
  programAndClass: 'Relation client — Hiver 2026',
  competencies: 'Compétences attestées\u00a0: Écouter, Argumenter et Conclure',
  result: 'Score\u00a0: 870 / 1000 · Médaille d’or',
  medalColour: '#c99a06',
  issuedOn: 'Délivré le 12 mars 2026',
  issuedBy: 'par Académie Démo',
  verifyLabel: 'Vérifier son authenticité\u00a0:',
  verificationUrl: 'https://demo.example/verify/CERT-7K3P-Q9XZ',
  codeLine: 'Code de vérification\u00a0: CERT-7K3P-Q9XZ',
  qrCodeAlt: 'QR code menant à la page de vérification https://demo.example/verify/CERT-7K3P-Q9XZ',
});

// The first certificate loads pdf-lib, its font engine and its fonts: seconds on a loaded machine.
describe('the certificate PDF', { timeout: 20_000 }, () => {
  it('is one A4 landscape page whose text reads back in order, in fonts it embeds', async () => {
    const bytes = await renderCertificatePdf(await content());
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 842, height: 595 });
    // A no-break space reads back as a space.
    const text = (await pdfText(bytes)).replace(/\u00a0/g, ' ');
    const expected = [
      'CERTIFICAT',
      'décerné à',
      'Léa Martin',
      'pour avoir terminé le cours',
      'Conclure une vente',
      'Relation client — Hiver 2026',
      'Compétences attestées\u00a0: Écouter, Argumenter et Conclure',
      'Score\u00a0: 870 / 1000 · Médaille d’or',
      'Délivré le 12 mars 2026',
      'par Académie Démo',
      'Code de vérification\u00a0: CERT-7K3P-Q9XZ',
      'Académie Démo',
      'Vérifier son authenticité\u00a0:',
      'https://demo.example/verify/CERT-7K3P-Q9XZ',
    ].map((part) => part.replace(/\u00a0/g, ' '));
    // Each part after the one before it.
    let from = 0;
    for (const part of expected) {
      const at = text.indexOf(part, from);
      expect(at, `${part} in ${text}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }

    // Every font is embedded (a font file of its own), none is one of the 14 a viewer substitutes.
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
    expect(fonts.length).toBe(3);
    // Each subset draws its letters: of the glyphs it keeps, only the space and the no-break space
    // have no outline (some fonts lose outlines in pdf-lib's subsetting: the text reads back, prints blank).
    for (const descriptor of fonts) {
      const file = pdf.context.lookup(descriptor.get(PDFName.of('FontFile2')));
      if (!(file instanceof PDFRawStream)) throw new Error('an embedded TrueType font was expected');
      const font = fontkit.create(Buffer.from(inflateSync(file.contents)));
      const blank = Array.from({ length: font.numGlyphs - 1 }, (_, index) => font.getGlyph(index + 1)).filter((glyph) => glyph.path.toSVG() === '');
      expect(font.numGlyphs).toBeGreaterThan(10);
      expect(blank.length).toBeLessThanOrEqual(2);
    }
  });

  it('is tagged: language, title shown by viewers, a Document of a heading, paragraphs and figures with their text, in reading order', async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(await content()), { updateMetadata: false });
    const catalog = pdf.catalog;
    expect(textOf(catalog.get(PDFName.of('Lang')))).toBe('fr');
    expect(pdf.getTitle()).toBe('Certificat — Conclure une vente');
    expect(catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict).get(PDFName.of('DisplayDocTitle'))).toBe(PDFBool.True);
    expect(catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))).toBe(PDFBool.True);

    const { root, document, elements } = structureElements(pdf);
    const kinds = elements.map((element) => element.get(PDFName.of('S'))?.toString());
    expect(kinds[0]).toBe('/Figure');
    expect(kinds[1]).toBe('/H1');
    expect(kinds.filter((kind) => kind === '/H1')).toHaveLength(1);
    expect(elements.map((element) => element.lookup(PDFName.of('K'), PDFNumber).asNumber())).toEqual(elements.map((_, index) => index));
    expect(elements.every((element) => element.get(PDFName.of('Pg')) === pdf.getPage(0).ref)).toBe(true);
    const figures = elements
      .filter((element) => element.get(PDFName.of('S')) === PDFName.of('Figure'))
      .map((element) => textOf(element.get(PDFName.of('Alt'))));
    expect(figures).toEqual([
      'Logo de Académie Démo',
      'Signature de Académie Démo',
      'QR code menant à la page de vérification https://demo.example/verify/CERT-7K3P-Q9XZ',
    ]);

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

  it('draws every text and picture inside marked content with its MCID, in the order of the structure; decoration is an artifact', async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(await content()));
    const marked: { tag: string; mcid: number | null }[] = [];
    let open = false;
    const outside: string[] = [];
    for (const line of pageOperators(pdf)) {
      const begin = /^\/(\w+) (?:<<\/MCID (\d+)>> BDC|BMC)$/.exec(line);
      if (begin) {
        expect(open, 'marked content is not nested').toBe(false);
        open = true;
        marked.push({ tag: begin[1]!, mcid: begin[2] === undefined ? null : Number(begin[2]) });
      } else if (line === 'EMC') open = false;
      // Text shown, a path painted or an image drawn: each belongs to marked content.
      else if ((/ (Tj|TJ|Do)$/.test(line) || /^(S|s|f|F|f\*|B|B\*|b|b\*)$/.test(line)) && !open) outside.push(line);
    }
    expect(outside).toEqual([]);
    const { elements } = structureElements(pdf);
    const inOrder = marked.filter((each) => each.mcid !== null);
    expect(inOrder.map((each) => each.mcid)).toEqual(elements.map((_, index) => index));
    expect(inOrder.map((each) => `/${each.tag}`)).toEqual(elements.map((element) => element.get(PDFName.of('S'))?.toString()));
    expect(marked.filter((each) => each.tag === 'Artifact').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps a long name and title on the page, smaller then shortened; without a logo it writes the issuer’s name', async () => {
    const long = {
      ...(await content()),
      logo: null,
      signature: null,
      learner: 'Marie-Christine de La Rochefoucauld-Montmorency '.repeat(3).trim(),
      course: 'Négocier '.repeat(40).trim(),
    };
    const bytes = await renderCertificatePdf(long);
    const text = await pdfText(bytes);
    expect(text).toContain('Marie-Christine de La Rochefoucauld');
    expect(text).toContain('Négocier Négocier');
    expect(text).toContain('…');
    expect(text.startsWith('Académie Démo')).toBe(true);
    const { elements } = structureElements(await PDFDocument.load(bytes, { updateMetadata: false }));
    expect(elements.filter((element) => element.get(PDFName.of('S')) === PDFName.of('Figure'))).toHaveLength(1);
  });
});
