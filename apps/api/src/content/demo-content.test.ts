import { rowTypes } from '@espace/domain/exercises/registry';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../seed/write-catalogue';
import type { PackageBlock, PackageNode } from './content-package-schema';
import { readContentPackage } from './read-content-package';

async function load(name: string) {
  const reading = await readContentPackage(join(contentDir, name));
  if (!reading.ok) throw new Error(JSON.stringify(reading.issues, null, 2));
  return reading.loaded;
}

// Read once, before the suites are collected: describe blocks are synchronous.
const relationClient = await load('demo-program');

const nodesOf = (nodes: readonly PackageNode[]): PackageNode[] => nodes.flatMap((node) => [node, ...nodesOf(node.children ?? [])]);
const json = (value: unknown) => JSON.stringify(value);

describe('the demo content packages', () => {
  it.each(['demo-program', 'demo-safety-program', 'demo-cmi5-program', 'demo-scorm-program', 'acme-program', 'acme-safety-program'])(
    '%s is valid, every image with its text alternative and every sound with its transcript',
    async (name) => {
      const loaded = await load(name);
      expect(loaded.manifest.courses.length).toBeGreaterThan(0);
      expect(loaded.warnings).toEqual([]);
    },
  );

  it('« Accueil client — parcours cmi5 » imports its cmi5.xml as tincan pages keeping each AU’s launch facts', async () => {
    const { manifest, activities } = await load('demo-cmi5-program');
    const [section] = manifest.courses[0]?.nodes ?? [];
    expect(section?.title).toBe('Au comptoir');
    const pages = (section?.children ?? []).map(
      (node) => node.block as { title: string; type: string; content: { tincan: { url: string; cmi5: Record<string, unknown> } } },
    );
    expect(pages.map((page) => [page.title, page.type, page.content.tincan.url])).toEqual([
      ["La fiche réflexe de l'accueil", 'tincan', 'activity:accueil-cmi5/fiche.html'],
      ['Quiz : les bons réflexes', 'tincan', 'activity:accueil-cmi5/quiz.html'],
    ]);
    expect(pages[0]?.content.tincan.cmi5).toMatchObject({ launchMethod: 'OwnWindow', moveOn: 'Completed', masteryScore: null });
    expect(pages[1]?.content.tincan.cmi5).toMatchObject({
      launchMethod: 'AnyWindow',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.8,
      launchParameters: '{"questions": 3}',
      entitlementKey: 'DEMO-ACCUEIL-2026',
    });
    expect(activities[0]?.files.map((file) => file.name)).toEqual(['au.js', 'fiche.html', 'quiz.html']);
  });

  describe('« Relation client » shows every feature of the lesson engine', () => {
    const { manifest, files, activities } = relationClient;
    const nodes = manifest.courses.flatMap((course) => nodesOf(course.nodes));
    const embedded = nodes.flatMap((node) => (typeof node.block === 'object' ? [node.block] : []));
    const blocks: PackageBlock[] = [...manifest.blocks, ...embedded];
    const rows = blocks.flatMap((block) => (block.content as { sections: { rows: { type: string }[] }[] }).sections.flatMap((section) => section.rows));
    const settings = (block: PackageBlock) => (block.settings ?? {}) as { hints?: { cost: number }[]; feedbacks?: unknown };

    it('keeps the course names the browser tests know, and has at least three courses', () => {
      expect(manifest.courses.map((course) => course.title)).toEqual(['Accueillir un client', 'Traiter une réclamation', 'Conclure une vente']);
    });

    it('uses every row type and widget', () => {
      expect(new Set(rows.map((row) => row.type))).toEqual(new Set(rowTypes));
    });

    it('draws image zones of every shape', () => {
      expect(json(rows.filter((row) => row.type === 'image-cliquable'))).toMatch(/"kind":"circle".*"kind":"rectangle"|"kind":"rectangle".*"kind":"circle"/);
      expect(json(rows.filter((row) => row.type === 'image-cliquable'))).toContain('"kind":"polygon"');
    });

    it('has slides, statements, a table, an interactive image, datasets with shortcodes and a tincan block', () => {
      const contents = blocks.map((block) => block.content as Record<string, unknown>);
      expect(blocks.some((block) => block.type === 'slide')).toBe(true);
      expect(blocks.some((block) => block.type === 'tincan')).toBe(true);
      for (const part of ['statement', 'table', 'interactiveImage', 'datasets']) expect(contents.some((content) => part in content)).toBe(true);
      expect(json(contents)).toMatch(/\[\[\w+\]\]/);
    });

    it('has hints with and without cost, general and answer-specific feedbacks, glossary terms', () => {
      const costs = blocks.flatMap((block) => settings(block).hints ?? []).map((hint) => hint.cost);
      expect(costs).toContain(0);
      expect(costs.some((cost) => cost > 0)).toBe(true);
      expect(blocks.some((block) => settings(block).feedbacks !== undefined)).toBe(true);
      expect(json(rows)).toContain('"preset":"answers"');
      expect(manifest.terms.length).toBeGreaterThan(0);
      expect(blocks.some((block) => (block.terms ?? []).length > 0)).toBe(true);
    });

    it('has a timed page, a calculator page, a multiblock and resources (pdf, audio, image)', () => {
      expect(nodes.some((node) => node.settings?.timeLimit !== undefined)).toBe(true);
      expect(nodes.some((node) => node.tools?.calculator === true)).toBe(true);
      expect(nodes.some((node) => node.type === 'multiblock')).toBe(true);
      const resourceFiles = nodes.filter((node) => node.type === 'resource').map((node) => json(node.block));
      for (const extension of ['.pdf', '.mp3', '.png']) expect(resourceFiles.some((text) => text.includes(extension))).toBe(true);
      expect(new Set(files.map((file) => file.fileType))).toEqual(new Set(['image', 'pdf', 'audio']));
      expect(activities[0]?.files.map((file) => file.type).sort()).toEqual(['text/html', 'text/javascript']);
    });

    it('has interactive end-of-lesson actions, unlocked lessons and a certifying course', () => {
      expect(manifest.courses.some((course) => (course.settings?.interactiveActions ?? []).length > 0)).toBe(true);
      expect(manifest.courses.some((course) => course.programCourse?.unlocked === true)).toBe(true);
      expect(manifest.courses.some((course) => (course.programCourse?.unlocks ?? []).length > 0)).toBe(true);
      expect(manifest.courses.some((course) => course.settings?.certifying === true)).toBe(true);
    });

    it('keeps its media small', () => {
      for (const file of [...files, ...activities.flatMap((activity) => activity.files)]) expect(file.size).toBeLessThan(100 * 1024);
    });
  });
});
