import { describe, expect, it } from 'vitest';
import { readScormManifest } from './scorm-manifest';
import type { XmlElement } from './scorm-xml';

/**
 * Manifests as the importer's parser gives them (apps/api/src/content/scorm-courses.ts: namespace
 * prefixes removed, attributes under `@`); scorm-courses.test.ts reads the same from XML text.
 */
const manifest = (schemaversion: string | null, organizations: XmlElement, resources: XmlElement[], extra: XmlElement = {}) => ({
  manifest: {
    '@identifier': 'com.example.course',
    ...(schemaversion === null ? {} : { metadata: { schema: 'ADL SCORM', schemaversion } }),
    organizations,
    resources: { resource: resources },
    ...extra,
  },
});
const sco = (identifier: string, href: string, extra: XmlElement = {}) => ({
  '@identifier': identifier,
  '@type': 'webcontent',
  '@scormtype': 'sco',
  '@href': href,
  file: [{ '@href': href }],
  ...extra,
});
const item = (identifier: string, title: string, extra: XmlElement = {}) => ({ '@identifier': identifier, title, ...extra });

const read = (root: XmlElement) => {
  const result = readScormManifest(root);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.manifest;
};
const issuesOf = (root: XmlElement) => {
  const result = readScormManifest(root);
  return result.ok ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}: ${issue.message}`);
};

describe('readScormManifest, SCORM 1.2', () => {
  const course = manifest(
    '1.2',
    {
      '@default': 'ORG-1',
      organization: [
        {
          '@identifier': 'ORG-1',
          title: 'Accueil client',
          item: [
            item('I-intro', 'Introduction', {
              '@identifierref': 'R-intro',
              '@parameters': '?chapter=1',
              masteryScore: '80',
              maxtimeallowed: '0000:30:00',
              timelimitaction: 'Exit, Message',
              datafromlms: 'mode=full\nlevel=2',
            }),
            item('I-module', 'Module 1', {
              item: [
                item('I-sco', 'Lesson one', { '@identifierref': 'R-sco' }),
                item('I-hidden', 'Hidden', { '@identifierref': 'R-sco', '@isvisible': 'false' }),
                item('I-sub', 'Sub-module', { item: [item('I-pdf', 'The guide', { '@identifierref': 'R-pdf' })] }),
              ],
            }),
            item('I-outro', 'Conclusion', { '@identifierref': 'R-ext' }),
          ],
        },
      ],
    },
    [
      sco('R-intro', 'intro.html', { dependency: [{ '@identifierref': 'R-shared' }] }),
      { ...sco('R-sco', 'index.html'), '@base': 'lesson1/', file: [{ '@href': 'index.html' }, { '@href': 'script.js' }] },
      { '@identifier': 'R-pdf', '@scormtype': 'asset', '@href': 'guide.pdf', file: [{ '@href': 'guide.pdf' }] },
      { '@identifier': 'R-shared', '@scormtype': 'asset', file: [{ '@href': 'shared/api.js' }, { '@href': 'shared/logo.png' }] },
      { '@identifier': 'R-unused', '@scormtype': 'asset', file: [{ '@href': 'unused/never.png' }] },
      sco('R-ext', 'https://cdn.example/outro.html'),
    ],
  );

  it('makes a section of each item holding items (theirs flattened) and of each run of top-level pages, skipping invisible items', () => {
    const read12 = read(course);
    expect(read12.version).toBe('1.2');
    expect(read12.title).toBe('Accueil client');
    expect(
      read12.sections.map((section) => [section.title, section.pages.map((page) => [page.title, page.launch.url, page.sco?.identifier ?? 'asset'])]),
    ).toEqual([
      ['Accueil client', [['Introduction', 'intro.html?chapter=1', 'I-intro']]],
      [
        'Module 1',
        [
          ['Lesson one', 'lesson1/index.html', 'I-sco'],
          ['The guide', 'guide.pdf', 'asset'],
        ],
      ],
      ['Accueil client', [['Conclusion', 'https://cdn.example/outro.html', 'I-outro']]],
    ]);
  });

  it('keeps the SCO facts: mastery score scaled, time allowed and its action, launch data as written', () => {
    expect(read(course).sections[0]?.pages[0]?.sco).toEqual({
      version: '1.2',
      identifier: 'I-intro',
      masteryScore: 0.8,
      completionThreshold: null,
      timeLimitAction: 'exit,message',
      maxTimeAllowed: '0000:30:00',
      launchData: 'mode=full\nlevel=2',
    });
    expect(read(course).sections[1]?.pages[0]?.sco).toMatchObject({ masteryScore: null, timeLimitAction: null, maxTimeAllowed: null, launchData: null });
  });

  it('lists the files the launched resources and their dependencies need, under their xml:base, and no other', () => {
    expect(read(course).files).toEqual([
      { path: 'intro.html', at: 'manifest.resources.resource[0].file[0]' },
      { path: 'shared/api.js', at: 'manifest.resources.resource[3].file[0]' },
      { path: 'shared/logo.png', at: 'manifest.resources.resource[3].file[1]' },
      { path: 'lesson1/index.html', at: 'manifest.resources.resource[1].file[0]' },
      { path: 'lesson1/script.js', at: 'manifest.resources.resource[1].file[1]' },
      { path: 'guide.pdf', at: 'manifest.resources.resource[2].file[0]' },
    ]);
  });

  it('tells the edition from the shapes when the metadata does not', () => {
    const organizations = { organization: { '@identifier': 'O', title: 'T', item: [item('I', 'Page', { '@identifierref': 'R' })] } };
    expect(read(manifest(null, organizations, [sco('R', 'a.html')])).version).toBe('1.2');
    const camel = { '@identifier': 'R', '@scormType': 'sco', '@href': 'a.html' };
    expect(read(manifest(null, organizations, [camel])).version).toBe('2004');
    const sequenced = { organization: { '@identifier': 'O', title: 'T', item: [item('I', 'Page', { '@identifierref': 'R', sequencing: {} })] } };
    expect(read(manifest(null, sequenced, [sco('R', 'a.html')])).version).toBe('2004');
    expect(read(manifest('CAM 1.3', organizations, [sco('R', 'a.html')])).version).toBe('2004');
    expect(issuesOf(manifest('1.1', organizations, [sco('R', 'a.html')]))).toEqual([
      'SCORM_MANIFEST_INVALID manifest.metadata.schemaversion: schemaversion "1.1" is not SCORM 1.2 or 2004',
    ]);
  });
});

describe('readScormManifest, SCORM 2004', () => {
  const objective = (measure: string | null, byMeasure = 'true') => ({
    objectives: {
      primaryObjective: { '@objectiveID': 'PRIMARY', '@satisfiedByMeasure': byMeasure, ...(measure === null ? {} : { minNormalizedMeasure: measure }) },
    },
  });
  const course = (schemaversion: string) =>
    manifest(
      schemaversion,
      {
        '@default': 'ORG-B',
        organization: [
          { '@identifier': 'ORG-A', title: 'Not the default', item: [item('X', 'X', { '@identifierref': 'R1' })] },
          {
            '@identifier': 'ORG-B',
            title: '  Sécurité   au travail ',
            item: [
              item('I1', 'Les risques', {
                '@identifierref': 'R1',
                timeLimitAction: 'continue,no message',
                dataFromLMS: '{"level":2}',
                completionThreshold: { '@completedByMeasure': 'true', '@minProgressMeasure': '0.75' },
                sequencing: { limitConditions: { '@attemptAbsoluteDurationLimit': 'PT1H30M' }, ...objective('0.6') },
              }),
              item('I2', 'Quiz', { '@identifierref': 'R2', completionThreshold: '0.5', sequencing: { '@IDRef': 'shared' } }),
              item('I3', 'Fiche', { '@identifierref': 'R2', completionThreshold: { '@minProgressMeasure': '0.9' }, sequencing: objective(null, 'false') }),
            ],
          },
        ],
      },
      [
        { '@identifier': 'R1', '@scormType': 'sco', '@href': 'risques.html', file: [{ '@href': 'risques.html' }] },
        { '@identifier': 'R2', '@scormType': 'sco', '@href': 'quiz.html', file: [{ '@href': 'quiz.html' }] },
      ],
      { sequencingCollection: { sequencing: [{ '@ID': 'shared', ...objective(null) }] } },
    );

  it.each(['2004 4th Edition', '2004 3rd Edition', 'CAM 1.3'])('reads the default organization of a %s manifest with each SCO’s facts', (schemaversion) => {
    const read2004 = read(course(schemaversion));
    expect(read2004.title).toBe('Sécurité au travail');
    expect(read2004.sections).toHaveLength(1);
    expect(read2004.sections[0]?.pages.map((page) => page.sco)).toEqual([
      {
        version: '2004',
        identifier: 'I1',
        masteryScore: 0.6,
        completionThreshold: 0.75,
        timeLimitAction: 'continue,no message',
        maxTimeAllowed: 'PT1H30M',
        launchData: '{"level":2}',
      },
      // The shared sequencing's primary objective, whose minNormalizedMeasure defaults to 1.
      { version: '2004', identifier: 'I2', masteryScore: 1, completionThreshold: 0.5, timeLimitAction: null, maxTimeAllowed: null, launchData: null },
      // Not satisfied by measure, not completed by measure: the SCO says both itself.
      { version: '2004', identifier: 'I3', masteryScore: null, completionThreshold: null, timeLimitAction: null, maxTimeAllowed: null, launchData: null },
    ]);
  });
});

describe('readScormManifest problems', () => {
  const organization = (items: XmlElement[]) => ({ '@default': 'O', organization: [{ '@identifier': 'O', title: 'Cours', item: items }] });

  it('names each problem by its place in the manifest', () => {
    const issues = issuesOf(
      manifest(
        '1.2',
        organization([
          item('I1', 'Gone', { '@identifierref': 'R-none' }),
          item('I2', 'Nothing'),
          item('I3', 'Escape', { '@identifierref': 'R-escape' }),
          item('I4', 'Bad facts', { '@identifierref': 'R-ok', masteryscore: '120', timelimitaction: 'stop' }),
          item('I5', 'Encoded escape', { '@identifierref': 'R-encoded' }),
        ]),
        [
          sco('R-escape', '../../etc/passwd'),
          { ...sco('R-ok', 'ok.html'), dependency: { '@identifierref': 'R-lost' } },
          { ...sco('R-encoded', 'ok.html'), file: [{ '@href': '%2e%2e/%2e%2e/etc/passwd' }] },
        ],
      ),
    );
    expect(issues).toEqual([
      'SCORM_RESOURCE_MISSING manifest.organizations.organization[0].item[0]: names the resource "R-none", which the manifest does not hold',
      'SCORM_MANIFEST_INVALID manifest.organizations.organization[0].item[1]: an item needs an identifierref or items of its own',
      'SCORM_PATH_OUTSIDE manifest.resources.resource[0].@href: "../../etc/passwd" leaves the package: an href is a path inside it or an http(s) URL',
      'SCORM_RESOURCE_MISSING manifest.resources.resource[1].dependency[0]: names the resource "R-lost", which the manifest does not hold',
      'SCORM_MANIFEST_INVALID manifest.organizations.organization[0].item[3]: adlcp:masteryscore "120" is not a number from 0 to 100',
      'SCORM_MANIFEST_INVALID manifest.organizations.organization[0].item[3]: the time limit action "stop" is not one of exit,message | exit,no message | continue,message | continue,no message',
      'SCORM_PATH_OUTSIDE manifest.resources.resource[2].file[0]: "%2e%2e/%2e%2e/etc/passwd" leaves the package: an href is a path inside it or an http(s) URL',
    ]);
  });

  it('needs a manifest, an organization and a page to launch', () => {
    expect(issuesOf({ html: {} })).toEqual(['SCORM_MANIFEST_INVALID manifest: no manifest element']);
    expect(issuesOf(manifest('1.2', {}, [sco('R', 'a.html')]))).toEqual(['SCORM_MANIFEST_INVALID manifest.organizations: the manifest holds no organization']);
    expect(issuesOf(manifest('1.2', organization([item('I', 'Hidden', { '@identifierref': 'R', '@isvisible': 'false' })]), [sco('R', 'a.html')]))).toEqual([
      'SCORM_MANIFEST_INVALID manifest.organizations.organization[0]: the organization holds no page to launch',
    ]);
  });
});
