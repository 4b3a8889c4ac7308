import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { pageOperators, structureElements, textOf } from '../test/pdf-structure';
import { type AttestationContent, renderAttestationPdf } from './attestation-pdf';

const square = (colour: string) =>
  sharp({ create: { width: 120, height: 60, channels: 4, background: colour } })
    .png()
    .toBuffer();

const course = (index: number) => ({
  title: `Module ${index} — Accueillir « le client » et l’écouter`.replace(/ ([»:])/g, '\u00a0$1').replace(/« /g, '«\u00a0'),
  figures: `Terminé · progression 100\u00a0% · score ${600 + index} / 1000 · 1 h ${index} min`,
});

const content = async (overrides: Partial<AttestationContent> = {}): Promise<AttestationContent> => ({
  language: 'fr',
  title: 'Attestation de fin de formation — Léa Martin',
  heading: 'Attestation de fin de formation',
  issuerName: 'Académie Démo',
  primaryColour: '#1d4ed8',
  logo: { png: await square('#1d4ed8'), alt: 'Logo de Académie Démo' },
  signature: { png: await square('#00000000'), alt: 'Signature de Académie Démo' },
  statement: 'Académie Démo atteste que Léa Martin a suivi la formation\u00a0:',
  training: 'Printemps 2026 — Accueil client',
  facts: [
    { label: 'Dates', value: 'du 2 mars 2026 au 30 novembre 2026' },
    { label: 'Temps passé', value: '12 h 40 min' },
    { label: 'Progression', value: '100\u00a0%' },
    { label: 'Résultat global', value: 'score 812 / 1000 · Médaille d’argent' },
  ],
  objectives: {
    heading: 'Objectifs de la formation',
    paragraphs: ['Accueillir un client avec «\u00a0le sourire\u00a0» et l’écouter jusqu’au bout.', 'Compétences visées\u00a0: Écouter, Reformuler, Conclure'],
  },
  results: { heading: 'Résultats des évaluations', courses: [course(1), course(2)], empty: 'Aucune évaluation pour cette formation.' },
  legalNote: 'Attestation délivrée en application de l’article L.6353-1 du Code du travail.',
  issuedOn: 'Fait le 30 novembre 2026',
  issuedBy: 'Pour Académie Démo',
  pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
  ...overrides,
});

/** A class of 40 courses with long descriptions: several pages. */
const longContent = async () =>
  content({
    results: { ...(await content()).results, courses: Array.from({ length: 40 }, (_, index) => course(index + 1)) },
    objectives: {
      heading: 'Objectifs de la formation',
      paragraphs: Array.from({ length: 6 }, (_, index) => `Programme ${index + 1}\u00a0: ${'accueillir, écouter, reformuler et conclure '.repeat(12).trim()}.`),
    },
  });

/** Expects each part in `text`, each after the one before it; a no-break space reads back as a space. */
function expectInOrder(text: string, parts: string[]) {
  const spaced = (part: string) => part.replace(/\u00a0/g, ' ');
  const read = spaced(text);
  let from = 0;
  for (const part of parts.map(spaced)) {
    const at = read.indexOf(part, from);
    expect(at, `${part} after ${read.slice(0, from)}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

/** Each page's text items with their boxes, in points from the bottom left, as pdfjs-dist reads them. */
async function pageItems(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: { text: string; boxes: { text: string; left: number; right: number; bottom: number; top: number }[] }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const items = (await (await document.getPage(number)).getTextContent()).items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item] : []));
    pages.push({
      text: items.map((item) => item.str).join(' '),
      // From the deepest descender to the highest accent.
      boxes: items.map((item) => {
        const [x, y] = [item.transform[4] as number, item.transform[5] as number];
        return { text: item.str, left: x, right: x + item.width, bottom: y - 0.25 * item.height, top: y + item.height };
      }),
    });
  }
  await document.destroy();
  return pages;
}

/** An element's marked content, as its page and MCID: a number on its /Pg, a marked-content reference elsewhere. */
function contentOf(pdf: PDFDocument, element: PDFDict): { page: PDFRef; mcid: number }[] {
  const page = element.get(PDFName.of('Pg')) as PDFRef;
  const kids = element.get(PDFName.of('K'));
  return (kids instanceof PDFArray ? kids.asArray() : [kids]).map((kid) => {
    if (kid instanceof PDFNumber) return { page, mcid: kid.asNumber() };
    const reference = pdf.context.lookup(kid, PDFDict);
    expect(reference.get(PDFName.of('Type'))).toBe(PDFName.of('MCR'));
    return { page: reference.get(PDFName.of('Pg')) as PDFRef, mcid: reference.lookup(PDFName.of('MCID'), PDFNumber).asNumber() };
  });
}

const kindOf = (element: PDFDict) => element.get(PDFName.of('S'))?.toString().slice(1);

// The first attestation loads pdf-lib, its font engine and its fonts: seconds on a loaded machine.
describe('the attestation PDF', { timeout: 30_000 }, () => {
  it('is A4 portrait and its text reads back in order, with its accents, French quotes and apostrophes', async () => {
    const attestation = await content();
    const bytes = await renderAttestationPdf(attestation);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expectInOrder(await pdfText(bytes), [
      'Attestation de fin de formation',
      'Académie Démo atteste que Léa Martin a suivi la formation\u00a0:',
      'Printemps 2026 — Accueil client',
      ...attestation.facts.flatMap((fact) => [fact.label, fact.value]),
      'Objectifs de la formation',
      'Accueillir un client avec «\u00a0le sourire\u00a0» et l’écouter jusqu’au bout.',
      'Compétences visées\u00a0: Écouter, Reformuler, Conclure',
      'Résultats des évaluations',
      ...attestation.results.courses.flatMap((each) => [each.title, each.figures]),
      'Attestation délivrée en application de l’article L.6353-1 du Code du travail.',
      'Fait le 30 novembre 2026',
      'Pour Académie Démo',
      'Académie Démo',
      'Page 1 sur 1',
    ]);
  });

  it.skipIf(!existsSync('/usr/bin/pdftotext'))('reads back the same through Poppler’s pdftotext', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'attestation-'));
    try {
      const file = join(directory, 'attestation.pdf');
      writeFileSync(file, await renderAttestationPdf(await content()));
      const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expectInOrder(text, [
        'Attestation de fin de formation',
        'Accueillir un client avec «\u00a0le sourire\u00a0» et l’écouter jusqu’au bout.',
        'Module 2 — Accueillir «\u00a0le client\u00a0» et l’écouter',
        'l’article L.6353-1 du Code du travail.',
      ]);
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it('is tagged: language, title shown by viewers, a Document of an H1, H2s, paragraphs and figures in reading order, each on its page', async () => {
    const attestation = await content();
    const pdf = await PDFDocument.load(await renderAttestationPdf(attestation), { updateMetadata: false });
    expect(textOf(pdf.catalog.get(PDFName.of('Lang')))).toBe('fr');
    expect(pdf.getTitle()).toBe('Attestation de fin de formation — Léa Martin');
    expect(pdf.catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict).get(PDFName.of('DisplayDocTitle'))).toBe(PDFBool.True);
    expect(pdf.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))).toBe(PDFBool.True);

    const { elements } = structureElements(pdf);
    expect(elements.map(kindOf)).toEqual([
      'Figure',
      'H1',
      'P',
      'P',
      ...attestation.facts.map(() => 'P'),
      'H2',
      'P',
      'P',
      'H2',
      ...attestation.results.courses.flatMap(() => ['P', 'P']),
      'P',
      'P',
      'P',
      'Figure',
    ]);
    expect(elements.filter((element) => kindOf(element) === 'Figure').map((element) => textOf(element.get(PDFName.of('Alt'))))).toEqual([
      'Logo de Académie Démo',
      'Signature de Académie Démo',
    ]);
    expect(elements.every((element) => element.get(PDFName.of('Pg')) === pdf.getPage(0).ref)).toBe(true);
  });

  it('without a logo writes the issuer’s name; without objectives has no such section; without courses says so', async () => {
    const attestation = await content({
      logo: null,
      signature: null,
      objectives: { heading: 'Objectifs de la formation', paragraphs: [] },
      results: { ...(await content()).results, courses: [] },
    });
    const bytes = await renderAttestationPdf(attestation);
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text.startsWith('Académie Démo Attestation de fin de formation'), text).toBe(true);
    expect(text).not.toContain('Objectifs de la formation');
    expectInOrder(text, ['Résultats des évaluations', 'Aucune évaluation pour cette formation.', 'Fait le 30 novembre 2026']);
    const { elements } = structureElements(await PDFDocument.load(bytes, { updateMetadata: false }));
    expect(elements.map(kindOf).filter((kind) => kind !== 'P')).toEqual(['H1', 'H2']);
  });

  it('flows 40 courses and long objectives onto pages, each with its footer, its StructParents and its elements', async () => {
    const attestation = await longContent();
    const bytes = await renderAttestationPdf(attestation);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const count = pdf.getPageCount();
    expect(count).toBeGreaterThanOrEqual(3);

    const pages = await pageItems(bytes);
    pages.forEach(({ text, boxes }, index) => {
      // The footer closes each page.
      expect(text.endsWith(`Académie Démo Page ${index + 1} sur ${count}`), text).toBe(true);
      // Nothing overlaps, nothing leaves the page or reaches its band.
      for (const [at, box] of boxes.entries()) {
        expect(box.left).toBeGreaterThanOrEqual(56 - 0.5);
        expect(box.right).toBeLessThanOrEqual(595 - 56 + 0.5);
        expect(box.bottom).toBeGreaterThanOrEqual(28);
        expect(box.top).toBeLessThanOrEqual(842 - 10);
        for (const other of boxes.slice(at + 1)) {
          const apart = box.right <= other.left + 0.5 || other.right <= box.left + 0.5 || box.top <= other.bottom + 0.5 || other.top <= box.bottom + 0.5;
          expect(apart, `« ${box.text} » and « ${other.text} » on page ${index + 1}`).toBe(true);
        }
      }
    });
    expectInOrder(pages.map((page) => page.text).join(' '), [
      ...attestation.objectives.paragraphs.map((paragraph) => paragraph.slice(0, 20)),
      ...attestation.results.courses.flatMap((each) => [each.title, each.figures]),
      'Fait le 30 novembre 2026',
    ]);

    // Each page is a key of the parent tree, whose entry lists, by MCID, the element each of its marked content belongs to.
    const { root, refs, elements } = structureElements(pdf);
    const nums = root.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray).asArray();
    expect(nums).toHaveLength(2 * count);
    expect(root.lookup(PDFName.of('ParentTreeNextKey'), PDFNumber).asNumber()).toBe(count);
    const parentTree = new Map<PDFRef, string[]>();
    pdf.getPages().forEach((page, index) => {
      expect(page.node.get(PDFName.of('StructParents'))).toEqual(PDFNumber.of(index));
      expect(nums[2 * index]).toEqual(PDFNumber.of(index));
      const parents = pdf.context.lookup(nums[2 * index + 1], PDFArray).asArray();
      parentTree.set(page.ref, parents.map(String));
    });
    const pageRefs = pdf.getPages().map((page) => page.ref);
    let lastPage = 0;
    elements.forEach((element, index) => {
      // Every element on a page, in order: reading order follows the pages.
      const page = pageRefs.indexOf(element.get(PDFName.of('Pg')) as PDFRef);
      expect(page).toBeGreaterThanOrEqual(lastPage);
      lastPage = page;
      for (const piece of contentOf(pdf, element)) expect(parentTree.get(piece.page)?.[piece.mcid]).toBe(String(refs[index]));
    });
    expect(lastPage).toBe(count - 1);
    // A paragraph that flows onto the next page stays one element, its content on both.
    expect(elements.some((element) => new Set(contentOf(pdf, element).map((piece) => piece.page)).size > 1)).toBe(true);

    // The signature block stays on one page: the last.
    const [issuedOn, issuedBy, signature] = elements.slice(-3);
    expect([issuedOn, issuedBy, signature].map((element) => element?.get(PDFName.of('Pg')))).toEqual([pageRefs.at(-1), pageRefs.at(-1), pageRefs.at(-1)]);
    expect(kindOf(signature!)).toBe('Figure');
  });

  it('draws every text and picture on every page inside marked content, its MCIDs in order; the band and footers are artifacts', async () => {
    const pdf = await PDFDocument.load(await renderAttestationPdf(await longContent()));
    for (let index = 0; index < pdf.getPageCount(); index += 1) {
      const marked: { tag: string; properties: string }[] = [];
      let open = false;
      const outside: string[] = [];
      for (const line of pageOperators(pdf, index)) {
        const begin = /^\/(\w+) (?:(<<.*>>) BDC|BMC)$/.exec(line);
        if (begin) {
          expect(open, 'marked content is not nested').toBe(false);
          open = true;
          marked.push({ tag: begin[1]!, properties: begin[2] ?? '' });
        } else if (line === 'EMC') open = false;
        else if ((/ (Tj|TJ|Do)$/.test(line) || /^(S|s|f|F|f\*|B|B\*|b|b\*)$/.test(line)) && !open) outside.push(line);
      }
      expect(outside).toEqual([]);
      const mcids = marked.filter((each) => each.tag !== 'Artifact').map((each) => /^<<\/MCID (\d+)>>$/.exec(each.properties)?.[1]);
      expect(mcids).toEqual(mcids.map((_, mcid) => String(mcid)));
      // The band first, the footer last, as pagination.
      const artifacts = marked.filter((each) => each.tag === 'Artifact').map((each) => each.properties);
      expect(artifacts[0]).toBe('');
      expect(artifacts.filter((properties) => properties !== '')).toEqual(['<</Type /Pagination /Subtype /Footer>>']);
      expect(artifacts.at(-1)).toBe('<</Type /Pagination /Subtype /Footer>>');
    }
  });

  it('wraps a 300-character training title whole; shortens only a word wider than a line', async () => {
    const training = `Printemps 2026 — ${'Accueillir et fidéliser la clientèle '.repeat(8)}`.slice(0, 300).trim();
    const word = 'Anticonstitutionnellement'.repeat(6);
    const bytes = await renderAttestationPdf(
      await content({ training, objectives: { heading: 'Objectifs de la formation', paragraphs: [`Avant ${word} après`] } }),
    );
    const text = await pdfText(bytes);
    expect(text.replace(/\s+/g, ' ')).toContain(training.replace(/\s+/g, ' '));
    expectInOrder(text, ['Avant', 'Anticonstitutionnellement', '…', 'après']);
    expect(text).not.toContain(word);
    const { elements } = structureElements(await PDFDocument.load(bytes, { updateMetadata: false }));
    // The wrapped title is one paragraph, its lines one marked content.
    expect(elements[3]?.get(PDFName.of('K'))).toBeInstanceOf(PDFNumber);
  });
});
