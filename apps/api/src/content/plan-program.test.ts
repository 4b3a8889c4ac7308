import { describe, expect, it } from 'vitest';
import { contentPackageSchema } from './content-package-schema';
import { planProgram, type StoredNode, type StoredProgram } from './plan-program';
import { sourceHashOf } from './source-hash';

const slide = (key: string, text: string) => ({
  key,
  title: key,
  type: 'slide',
  content: { sections: [{ id: 's', rows: [{ id: 'w', type: 'wysiwyg', html: text }] }] },
});
const exercise = (key: string, text: string) => ({ ...slide(key, text), type: 'exercice' });
const manifestOf = (blocks: ReturnType<typeof slide>[], pages: string[]) =>
  contentPackageSchema.parse({
    format: 1,
    program: { key: 'p', name: 'P', state: 'PUBLISHED' },
    blocks,
    courses: [
      {
        key: 'a',
        title: 'A',
        state: 'PUBLISHED',
        category: 'c',
        nodes: [{ type: 'container', key: 'part', children: pages.map((block) => ({ type: 'block', block })) }],
      },
    ],
  });

/** The program as version 1 of `blocks` in `pages` wrote it. */
function storedOf(blocks: ReturnType<typeof slide>[], pages: string[], answered: string[] = []): StoredProgram {
  const node = (id: string, parentId: string | null, order: number, type: string, key: string | null, block?: ReturnType<typeof slide>): StoredNode => ({
    id,
    courseId: 'course-a',
    parentId,
    order,
    type,
    key,
    title: null,
    shownTitle: block?.title ?? '',
    settings: {},
    tools: {},
    blockId: block === undefined ? null : `block-${block.key}`,
    blockKey: block?.key ?? null,
    blockHash: block === undefined ? null : sourceHashOf(block),
    blockType: block?.type ?? null,
  });
  const byKey = new Map(blocks.map((block) => [block.key, block]));
  return {
    id: 'program',
    courses: [{ programCourseId: 'pc-a', courseId: 'course-a', key: 'a', order: 0, title: 'A', startedLessons: 1 }],
    nodes: [
      node('root', null, 0, 'root', null),
      node('part', 'root', 0, 'container', 'part'),
      ...pages.map((key, order) => node(`node-${key}`, 'part', order, 'block', `block:${key}`, byKey.get(key))),
    ],
    answeredBlockIds: new Set(answered.map((key) => `block-${key}`)),
    learnersStarted: 3,
  };
}

describe('planProgram', () => {
  it('writes everything of a new program', () => {
    const planned = planProgram(manifestOf([slide('x', 'X')], ['x']), null);
    expect(planned.ok && planned.plan.changes).toEqual({ added: 1, changed: 0, removed: 0, learnersAffected: 0 });
    expect(planned.ok && [...planned.plan.listedBlocks.values()]).toEqual([{ kind: 'insert' }]);
  });

  it('keeps what did not change, updates a slide in place, writes a new version of an exercise someone answered', () => {
    const before = [slide('same', 'S'), slide('text', 'old'), exercise('quiz', 'old'), exercise('fresh', 'old')];
    const after = [slide('same', 'S'), slide('text', 'new'), exercise('quiz', 'new'), exercise('fresh', 'new')];
    const planned = planProgram(manifestOf(after, ['same', 'text', 'quiz', 'fresh']), storedOf(before, ['same', 'text', 'quiz', 'fresh'], ['quiz']));
    if (!planned.ok) throw new Error('refused');
    expect(Object.fromEntries(planned.plan.listedBlocks)).toEqual({
      same: { kind: 'reuse', id: 'block-same' },
      text: { kind: 'update', id: 'block-text' },
      quiz: { kind: 'replace', previousId: 'block-quiz' },
      fresh: { kind: 'update', id: 'block-fresh' },
    });
    expect(planned.plan.changes).toEqual({ added: 0, changed: 3, removed: 0, learnersAffected: 3 });
  });

  it('finds moved pages again by key, retires removed ones and adds new ones', () => {
    const blocks = [slide('x', 'X'), slide('y', 'Y'), slide('z', 'Z')];
    const planned = planProgram(manifestOf([blocks[2]!, blocks[0]!, slide('new', 'N')], ['z', 'x', 'new']), storedOf(blocks, ['x', 'y', 'z']));
    if (!planned.ok) throw new Error('refused');
    const [course] = planned.plan.courses;
    expect(course?.nodes.map((node) => [node.key, node.stored?.id ?? null, node.order])).toEqual([
      ['', 'root', 0],
      ['part', 'part', 0],
      ['block:z', 'node-z', 0],
      ['block:x', 'node-x', 1],
      ['block:new', null, 2],
    ]);
    expect(course?.retired.map((node) => node.id)).toEqual(['node-y']);
    expect(planned.plan.pages).toEqual({ added: [{ course: 'A', title: 'new' }], changed: [], removed: [{ course: 'A', title: 'y' }] });
  });
});
