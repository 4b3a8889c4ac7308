import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CourseColumn, courseColumnNames } from './course-columns';

const column = (id: string, title: string, programName: string): CourseColumn => ({ id, title, programName });
const names = (columns: CourseColumn[]) => [...courseColumnNames(columns).values()].map(({ title, programName, rank }) => [title, programName, rank]);

describe('courseColumnNames', () => {
  it.each([
    [
      'distinct titles: the title alone',
      [column('a', 'Accueillir', 'Relation client'), column('b', 'Conclure', 'Vente')],
      [
        ['Accueillir', null, null],
        ['Conclure', null, null],
      ],
    ],
    [
      'two programs sharing a title: each named with its program, the others alone',
      [column('a', 'Introduction', 'Relation client'), column('b', 'Accueillir', 'Relation client'), column('c', 'Introduction', 'Sécurité')],
      [
        ['Introduction', 'Relation client', null],
        ['Accueillir', null, null],
        ['Introduction', 'Sécurité', null],
      ],
    ],
    [
      'titles a reader takes for the same (case, accents, spaces)',
      [column('a', 'Sécurité ', 'P1'), column('b', 'securite', 'P2')],
      [
        ['Sécurité ', 'P1', null],
        ['securite', 'P2', null],
      ],
    ],
    [
      'the same course twice in one program: ranked in column order',
      [column('a', 'Révision', 'P1'), column('b', 'Révision', 'P1')],
      [
        ['Révision', 'P1', 1],
        ['Révision', 'P1', 2],
      ],
    ],
    [
      'two programs of one name: ranked, a third program named alone',
      [column('a', 'Intro', 'Stage'), column('b', 'Intro', 'Autre'), column('c', 'Intro', 'stage')],
      [
        ['Intro', 'Stage', 1],
        ['Intro', 'Autre', null],
        ['Intro', 'stage', 2],
      ],
    ],
    ['no column', [], []],
  ])('%s', (_, columns, expected) => {
    expect(names(columns)).toEqual(expected);
  });

  it('tells every two columns apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: fc.constantFrom('Intro', 'intro', 'Fin'), programName: fc.constantFrom('A', 'B', 'a') }), { maxLength: 8 }),
        (entries) => {
          const columns = entries.map((entry, index) => column(`pc${index}`, entry.title, entry.programName));
          const keys = [...courseColumnNames(columns).values()].map(({ title, programName, rank }) =>
            [title.toLowerCase(), programName?.toLowerCase() ?? '', rank ?? 0].join('|'),
          );
          expect(new Set(keys).size).toBe(columns.length);
        },
      ),
    );
  });
});
