import { describe, expect, it } from 'vitest';
import { readCourseStructure } from './course-structure';

const au = (id: string, extra: Record<string, unknown> = {}) => ({
  '@id': id,
  title: {
    langstring: [
      { '@lang': 'en-US', '#text': `AU ${id}` },
      { '@lang': 'fr-FR', '#text': ` UA ${id} ` },
    ],
  },
  url: `${id}.html`,
  ...extra,
});

describe('readCourseStructure', () => {
  it('reads the course, its own AUs and its blocks (nested ones flattened), keeping each AU’s launch facts', () => {
    const read = readCourseStructure({
      courseStructure: {
        course: { '@id': 'https://pub.example/course', title: { langstring: { '@lang': 'fr-FR', '#text': 'Le cours' } } },
        au: [au('intro', { '@moveOn': 'Completed' })],
        block: [
          {
            '@id': 'https://pub.example/block/1',
            title: { langstring: { '@lang': 'fr', '#text': 'Bloc 1' } },
            au: au('quiz', {
              '@moveOn': 'Passed',
              '@masteryScore': '0.8',
              '@launchMethod': 'OwnWindow',
              launchParameters: ' {"level":2} ',
              entitlementKey: 'KEY-1',
            }),
            block: { '@id': 'https://pub.example/block/1.1', au: au('deep') },
          },
        ],
      },
    });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.structure.title).toBe('Le cours');
    expect(read.structure.sections.map((section) => [section.title, section.aus.map((item) => item.title)])).toEqual([
      ['Le cours', ['UA intro']],
      ['Bloc 1', ['UA quiz', 'UA deep']],
    ]);
    expect(read.structure.sections[1]?.aus[0]).toEqual({
      title: 'UA quiz',
      url: 'quiz.html',
      cmi5: {
        auId: 'quiz',
        courseId: 'https://pub.example/course',
        blockIds: ['https://pub.example/block/1'],
        launchMethod: 'OwnWindow',
        moveOn: 'Passed',
        masteryScore: 0.8,
        launchParameters: '{"level":2}',
        entitlementKey: 'KEY-1',
      },
    });
    expect(read.structure.sections[1]?.aus[1]?.cmi5).toMatchObject({
      blockIds: ['https://pub.example/block/1', 'https://pub.example/block/1.1'],
      moveOn: 'NotApplicable',
      launchMethod: 'AnyWindow',
      masteryScore: null,
    });
  });

  it('reads a structure of more than 1000 AUs, every one in its order (cmi5 6.1)', () => {
    const aus = Array.from({ length: 1200 }, (_, index) => au(`https://pub.example/au/${index}`));
    const read = readCourseStructure({
      courseStructure: { course: { '@id': 'https://pub.example/course' }, block: { '@id': 'https://pub.example/b', au: aus } },
    });
    expect(read.ok && read.structure.sections[0]?.aus.map((item) => item.cmi5.auId)).toEqual(aus.map((item) => item['@id']));
  });

  it('names every problem with its place', () => {
    const read = readCourseStructure({ courseStructure: { course: { '@id': 'c' }, au: [{ '@id': 'a', '@moveOn': 'Sometimes', '@masteryScore': '2' }] } });
    expect(read).toEqual({
      ok: false,
      issues: [
        { path: 'courseStructure.au[0]', message: 'needs a url' },
        { path: 'courseStructure.au[0]', message: expect.stringContaining('moveOn must be one of') },
        { path: 'courseStructure.au[0]', message: 'masteryScore must be a decimal between 0 and 1' },
        { path: 'courseStructure', message: 'the course structure holds no assignable unit' },
      ],
    });
    expect(readCourseStructure({})).toMatchObject({ ok: false, issues: [{ path: 'courseStructure.course' }] });
  });
});
