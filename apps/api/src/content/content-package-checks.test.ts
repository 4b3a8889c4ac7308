import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { repositoryRoot } from '../paths';
import { checkContentPackage } from './content-package-checks';
import { type ContentPackage, contentPackageSchema } from './content-package-schema';

// The cases break a package in every way a manifest can be broken: the draft is untyped on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Draft = Record<string, any>;

const slide = (title: string) => ({ title, type: 'slide', content: { sections: [] } });

/** A small valid package; each case below breaks one thing. */
function basePackage(): Draft {
  return {
    format: 1,
    program: { name: 'P', state: 'PUBLISHED' },
    categories: [{ key: 'cat', title: 'Cat' }],
    courseTypes: [{ key: 'e', title: 'E', settings: { hints: true, feedbacks: true } }],
    competencies: [{ key: 'c1', title: 'C1', children: [{ key: 'c2', title: 'C2' }] }],
    terms: [{ key: 't', title: 'Terme', words: ['termes'], definition: 'Un mot.' }],
    files: [{ path: 'media/a.png' }],
    activities: [{ key: 'act', folder: 'activities/a', entry: 'index.html' }],
    blocks: [
      { key: 'b1', ...slide('B1'), terms: ['t'], competency: 'c2', category: 'cat' },
      {
        key: 'b2',
        title: 'B2',
        type: 'slide',
        content: { sections: [{ id: 's', rows: [{ id: 'm', type: 'media-internal', appFileId: 'file:media/a.png' }] }] },
      },
      { key: 'b3', title: 'B3', type: 'tincan', content: { sections: [], tincan: { url: 'activity:act' } } },
    ],
    courses: [
      {
        key: 'one',
        title: 'One',
        state: 'PUBLISHED',
        category: 'cat',
        type: 'e',
        settings: {
          interactiveActions: [
            {
              label: 'Next?',
              choices: [
                { response: 'Two', action: { target: 'two' } },
                { response: 'Home', action: { target: 'home' } },
              ],
            },
          ],
        },
        programCourse: { unlocks: ['two'] },
        nodes: [
          {
            type: 'container',
            children: [
              { type: 'block', block: 'b1', children: [{ type: 'resource', block: 'b2' }] },
              {
                type: 'multiblock',
                children: [
                  { type: 'block', block: 'b3' },
                  { type: 'block', block: slide('Embedded') },
                ],
              },
            ],
          },
        ],
      },
      { key: 'two', title: 'Two', state: 'DRAFT', category: 'cat', nodes: [{ type: 'container', children: [{ type: 'block', block: 'b1' }] }] },
    ],
  };
}

function issuesOf(change: (pkg: Draft) => void) {
  const pkg = basePackage();
  change(pkg);
  const parsed = contentPackageSchema.safeParse(pkg);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return checkContentPackage(parsed.data as ContentPackage).map((issue) => `${issue.path}: ${issue.message}`);
}

describe('checkContentPackage', () => {
  it('accepts the base package', () => {
    expect(issuesOf(() => undefined)).toEqual([]);
  });

  it.each<[string, (pkg: Draft) => void, string]>([
    ['unknown block key', (p) => (p.courses[0].nodes[0].children[0].block = 'quiz-9'), 'courses[0].nodes[0].children[0].block: unknown block key "quiz-9"'],
    ['duplicate block key', (p) => p.blocks.push({ key: 'b1', ...slide('Again') }), 'blocks[3].key: duplicate block key "b1"'],
    ['duplicate competency key in the tree', (p) => p.competencies.push({ key: 'c2', title: 'Twice' }), 'competencies[1].key: duplicate competency key "c2"'],
    ['unknown category', (p) => (p.courses[1].category = 'nope'), 'courses[1].category: unknown category key "nope"'],
    ['unknown course type', (p) => (p.courses[1].type = 'nope'), 'courses[1].type: unknown course type key "nope"'],
    ['unknown term of a block', (p) => (p.blocks[0].terms = ['zz']), 'blocks[0].terms[0]: unknown term key "zz"'],
    ['unknown competency of a block', (p) => (p.blocks[0].competency = 'zz'), 'blocks[0].competency: unknown competency key "zz"'],
    ['unknown unlock target', (p) => (p.courses[0].programCourse.unlocks = ['three']), 'courses[0].programCourse.unlocks[0]: unknown course key "three"'],
    [
      'unknown interactive action target',
      (p) => (p.courses[0].settings.interactiveActions[0].choices[0].action.target = 'three'),
      'courses[0].settings.interactiveActions[0].choices[0].action.target: unknown course key "three"',
    ],
    [
      'a block directly under the root',
      (p) => (p.courses[1].nodes = [{ type: 'block', block: 'b1' }]),
      'courses[1].nodes[0].type: a root cannot hold a block (it holds container)',
    ],
    [
      'a resource under a container',
      (p) => p.courses[1].nodes[0].children.push({ type: 'resource', block: 'b2' }),
      'courses[1].nodes[0].children[1].type: a container cannot hold a resource (it holds block or multiblock)',
    ],
    [
      'a multiblock in a multiblock',
      (p) => p.courses[0].nodes[0].children[1].children.push({ type: 'multiblock', children: [{ type: 'block', block: 'b1' }] }),
      'courses[0].nodes[0].children[1].children[2].type: a multiblock cannot hold a multiblock (it holds block)',
    ],
    [
      'a block node without a block',
      (p) => delete p.courses[1].nodes[0].children[0].block,
      'courses[1].nodes[0].children[0]: a block node needs a block (a key or the block itself)',
    ],
    ['a container with a block', (p) => (p.courses[1].nodes[0].block = 'b1'), 'courses[1].nodes[0].block: a container node holds no block'],
    [
      'an empty multiblock',
      (p) => (p.courses[0].nodes[0].children[1].children = []),
      'courses[0].nodes[0].children[1].children: a multiblock holds at least one block',
    ],
    [
      'an undeclared file',
      (p) => (p.blocks[1].content.sections[0].rows[0].appFileId = 'file:media/b.png'),
      'blocks[1].content.sections[0].rows[0].appFileId: unknown file "media/b.png"',
    ],
    ['an unknown activity', (p) => (p.blocks[2].content.tincan.url = 'activity:zz'), 'blocks[2].content.tincan.url: unknown activity "zz"'],
    ['a duplicate file', (p) => p.files.push({ path: 'media/a.png' }), 'files[1].path: duplicate file "media/a.png"'],
    [
      'an invalid embedded block, through validateBlock',
      (p) => (p.courses[0].nodes[0].children[1].children[1].block = { title: ' ', type: 'slide', content: { sections: [] } }),
      'courses[0].nodes[0].children[1].children[1].block.title: must not be blank',
    ],
    [
      'an invalid row, through validateBlock',
      (p) => (p.blocks[0].content.sections = [{ id: 's', rows: [{ id: 'q', type: 'multiple-choice', choices: [{ id: 'a', value: 'A', correct: false }] }] }]),
      'blocks[0].content.sections[0].rows[0].choices: at least one choice is correct',
    ],
  ])('reports %s by path', (_name, change, expected) => {
    expect(issuesOf(change)).toContain(expected);
  });

  it('lists every problem at once', () => {
    const issues = issuesOf((p) => {
      p.courses[0].nodes[0].children[0].block = 'quiz-9';
      p.courses[1].category = 'nope';
      p.blocks[0].terms = ['zz'];
    });
    expect(issues).toHaveLength(3);
  });
});

describe('contentPackageSchema', () => {
  it.each([
    ['a path leaving the folder', (p: Draft) => (p.files = [{ path: '../secret.png' }]), 'files.0.path'],
    ['an absolute path', (p: Draft) => (p.files = [{ path: '/etc/passwd' }]), 'files.0.path'],
    ['an unknown node type', (p: Draft) => (p.courses[1].nodes[0].type = 'chapter'), 'courses.1.nodes.0.type'],
    ['a key with spaces', (p: Draft) => (p.courses[1].key = 'two courses'), 'courses.1.key'],
    ['an unknown field', (p: Draft) => (p.extra = true), ''],
  ])('refuses %s', (_name, change, path) => {
    expect(issuesOf(change).some((issue) => issue.startsWith(`${path}: `))).toBe(true);
  });
});

describe('docs/content-packages.md', () => {
  it('shows a complete example that passes every check', () => {
    const doc = readFileSync(join(repositoryRoot, 'docs/content-packages.md'), 'utf8');
    const example = /## A complete example\s+```yaml\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const parsed = contentPackageSchema.parse(parseYaml(example));
    expect(checkContentPackage(parsed)).toEqual([]);
    expect(parsed.courses.map((course) => course.title)).toEqual(['Traiter une réclamation', 'Conclure une vente']);
  });
});
