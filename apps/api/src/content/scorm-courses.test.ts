import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PackageNode } from './content-package-schema';
import { readContentPackage } from './read-content-package';
import { type PackageFiles, scorm12Package, scorm2004Package, withManifest, writeFiles } from './scorm-packages.fixture';

/** SCORM packages read from their XML as the importer reads them, from a folder: nothing is written anywhere. */
const scratch = mkdtempSync(join(tmpdir(), 'scorm-courses-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const folderOf = (files: PackageFiles) => writeFiles(join(scratch, `package-${(folders += 1)}`), files);

async function loaded(files: PackageFiles) {
  const reading = await readContentPackage(folderOf(files));
  if (!reading.ok) throw new Error(JSON.stringify(reading.issues));
  return reading.loaded;
}
async function problems(files: PackageFiles) {
  const reading = await readContentPackage(folderOf(files));
  return reading.ok ? [] : reading.issues.map((issue) => `${issue.code} ${issue.path}: ${issue.message}`);
}
const pages = (nodes: readonly PackageNode[]) =>
  nodes.map((node) => [node.title, (node.children ?? []).map((child) => (child.block as { content: { tincan: unknown } }).content.tincan)]);

describe('a SCORM package alone', () => {
  it('is a program of one course in DRAFT named after its organization, the folder its activity kept with its subfolders (SCORM 1.2)', async () => {
    const { manifest, activities, warnings } = await loaded(scorm12Package());
    expect(manifest.program).toEqual({ name: 'Accueil client (SCORM 1.2)', state: 'DRAFT' });
    expect(manifest.categories).toEqual([{ key: 'scorm', title: 'Modules SCORM' }]);
    expect(manifest.courses).toMatchObject([{ key: 'scorm', title: 'Accueil client (SCORM 1.2)', state: 'DRAFT', category: 'scorm', scorm: 'scorm' }]);
    // The manifest and its schemas are read by no page: neither stored nor told as left out.
    expect(activities).toMatchObject([{ key: 'scorm', entry: 'intro.html' }]);
    expect(activities[0]?.files.map((file) => [file.name, file.type])).toEqual([
      ['guide.html', 'text/html'],
      ['intro.html', 'text/html'],
      ['lesson1/index.html', 'text/html'],
      ['shared/api.js', 'text/javascript'],
      ['shared/logo.png', 'image/png'],
    ]);
    expect(warnings).toEqual([]);
    const sco = { version: '1.2', masteryScore: null, completionThreshold: null, timeLimitAction: null, maxTimeAllowed: null, launchData: null };
    expect(pages(manifest.courses[0]?.nodes ?? [])).toEqual([
      [
        'Accueil client (SCORM 1.2)',
        [
          {
            url: 'activity:scorm/intro.html?chapter=1',
            scorm: {
              version: '1.2',
              identifier: 'I-intro',
              masteryScore: 0.8,
              completionThreshold: null,
              timeLimitAction: 'exit,message',
              maxTimeAllowed: '0000:30:00',
              launchData: 'mode=complet',
            },
          },
        ],
      ],
      ['Module 1', [{ url: 'activity:scorm/lesson1/index.html', scorm: { ...sco, identifier: 'I-lesson' } }, { url: 'activity:scorm/guide.html' }]],
    ]);
  });

  it('reads a SCORM 2004 4th edition manifest: its default organization, each SCO’s mastery score, completion threshold, time limit and launch data', async () => {
    const { manifest } = await loaded(scorm2004Package());
    expect(manifest.program.name).toBe('Sécurité au travail (SCORM 2004)');
    expect(pages(manifest.courses[0]?.nodes ?? [])).toEqual([
      [
        'Sécurité au travail (SCORM 2004)',
        [
          {
            url: 'activity:scorm/risques.html',
            scorm: {
              version: '2004',
              identifier: 'I-risques',
              masteryScore: 0.6,
              completionThreshold: 0.75,
              timeLimitAction: 'continue,no message',
              maxTimeAllowed: 'PT1H',
              launchData: '{"niveau":2}',
            },
          },
          {
            url: 'activity:scorm/quiz/quiz.html',
            scorm: {
              version: '2004',
              identifier: 'I-quiz',
              masteryScore: null,
              completionThreshold: null,
              timeLimitAction: null,
              maxTimeAllowed: null,
              launchData: null,
            },
          },
        ],
      ],
    ]);
  });

  it('is refused with its manifest’s problems by place: not XML, a launched or listed file missing, a path out of the package, an item whose resource is missing', async () => {
    expect(await problems(withManifest(scorm12Package(), (xml) => xml.replace('</organizations>', '')))).toEqual([
      expect.stringMatching(/^MANIFEST_UNPARSABLE imsmanifest\.xml: is not well-formed XML: /),
    ]);
    const { 'lesson1/index.html': _lesson, 'shared/logo.png': _logo, ...incomplete } = scorm12Package();
    expect(await problems(incomplete)).toEqual([
      'SCORM_FILE_MISSING imsmanifest.xml (manifest.resources.resource[3].file[1]): missing file "shared/logo.png"',
      'SCORM_FILE_MISSING imsmanifest.xml (manifest.resources.resource[1].file[0]): missing file "lesson1/index.html"',
    ]);
    expect(
      await problems(
        withManifest(scorm12Package(), (xml) =>
          xml
            .replace('href="guide.html">', 'href="../../etc/passwd">')
            .replace('<file href="shared/api.js"/>', '<file href="%2e%2e/%2e%2e/etc/passwd"/>')
            .replace('identifierref="R-lesson"><title>Leçon 1', 'identifierref="R-gone"><title>Leçon 1'),
        ),
      ),
    ).toEqual([
      'SCORM_PATH_OUTSIDE imsmanifest.xml (manifest.resources.resource[3].file[0]): "%2e%2e/%2e%2e/etc/passwd" leaves the package: an href is a path inside it or an http(s) URL',
      'SCORM_RESOURCE_MISSING imsmanifest.xml (manifest.organizations.organization[0].item[1].item[0]): names the resource "R-gone", which the manifest does not hold',
      'SCORM_PATH_OUTSIDE imsmanifest.xml (manifest.resources.resource[2].@href): "../../etc/passwd" leaves the package: an href is a path inside it or an http(s) URL',
    ]);
  });
});

describe('a SCORM package as a course of a content package', () => {
  const contentPackage = (scormFolder = 'activities/golf'): PackageFiles => ({
    'manifest.yaml': `format: 1
program: { name: Programme avec SCORM, state: PUBLISHED }
categories: [{ key: cat, title: Catégorie }]
activities: [{ key: golf, folder: activities/golf, entry: intro.html }]
courses:
  - key: before
    title: Avant
    state: PUBLISHED
    category: cat
    nodes: [{ type: container, title: Préambule, children: [{ type: block, block: { title: Bienvenue, type: slide, content: { sections: [] } } }] }]
  - key: golf
    title: Le module SCORM
    state: PUBLISHED
    category: cat
    scorm: golf
`,
    ...Object.fromEntries(Object.entries(scorm12Package()).map(([path, content]) => [`${scormFolder}/${path}`, content])),
  });

  it('gives the course its sections after its own nodes, its pages naming files of the activity’s folder', async () => {
    const { manifest, activities, warnings } = await loaded(contentPackage());
    expect(pages(manifest.courses[1]?.nodes ?? []).map(([title, tincans]) => [title, (tincans as { url: string }[]).map((tincan) => tincan.url)])).toEqual([
      ['Accueil client (SCORM 1.2)', ['activity:golf/intro.html?chapter=1']],
      ['Module 1', ['activity:golf/lesson1/index.html', 'activity:golf/guide.html']],
    ]);
    expect(activities[0]?.files.map((file) => [file.path, file.name])).toContainEqual(['activities/golf/lesson1/index.html', 'lesson1/index.html']);
    expect(warnings).toEqual([]);
  });

  it('needs the imsmanifest.xml of the folder it names', async () => {
    const { 'activities/golf/imsmanifest.xml': _manifest, ...files } = contentPackage();
    expect(await problems(files)).toEqual(['SCORM_MANIFEST_MISSING courses[1].scorm: no imsmanifest.xml in "activities/golf"']);
  });
});
