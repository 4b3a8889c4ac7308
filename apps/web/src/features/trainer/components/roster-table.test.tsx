import type { Roster, RosterQuery } from '@espace/contracts/trainer';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { RosterTable } from './roster-table';

beforeAll(async () => {
  await registerFeatureBundles(trainerBundles);
});

const course = (id: string, title: string, extra: Partial<Roster['courses'][number]> = {}): Roster['courses'][number] => ({
  programCourseId: id,
  courseId: `c-${id}`,
  title,
  programName: 'Relation client',
  courseState: 'PUBLISHED',
  programState: 'PUBLISHED',
  window: { from: null, to: null },
  ...extra,
});

const roster: Roster = {
  class: { id: 'k1', name: 'Printemps', startAt: null, expireAt: null, period: 'current' },
  courses: [
    course('open', 'Accueillir'),
    course('closed', 'Traiter', { courseState: 'CLOSED' }),
    course('later', 'Conclure', { window: { from: '2099-03-01T00:00:00.000Z', to: null } }),
  ],
  items: [
    {
      learner: { id: 'u1', displayName: 'Léa Martin', email: 'lea@demo.test' },
      status: 'inProgress',
      late: false,
      progress: 0.5,
      score: { actual: 10, max: 20, ratio: 0.5 },
      timeSpent: 600,
      lastActivityAt: null,
      lessons: ['open', 'closed', 'later'].map((id) => ({
        programCourseId: id,
        lessonId: `l-${id}`,
        state: 'AVAILABLE' as const,
        progression: 0,
        scoreRatio: 0,
      })),
    },
  ],
  total: 1,
  page: 1,
  pageCount: 1,
  viewCounts: { all: 1, notStarted: 0, inProgress: 1, finished: 0, late: 0 },
};
const query = { sort: 'name', order: 'asc', view: 'all', search: '' } as unknown as RosterQuery;

describe('RosterTable', () => {
  it('says « Fermé » for closed content and « À venir » for a window not open yet, before the lesson state', async () => {
    await renderRoutes([{ path: '/', element: <RosterTable roster={roster} query={query} onSort={vi.fn()} /> }]);
    const row = screen.getByRole('row', { name: /Léa Martin/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.at(-3)).not.toHaveTextContent(/Fermé|À venir/);
    expect(cells.at(-2)).toHaveTextContent('Fermé');
    expect(cells.at(-1)).toHaveTextContent(/À venir · ouvre le 1er mars 2099/);
  });

  it('names the program beside a course title two programs share, in the heading, the card label and the progress label', async () => {
    const shared: Roster = {
      ...roster,
      courses: [course('p1-intro', 'Introduction'), course('p1-sell', 'Vendre'), course('p2-intro', 'Introduction', { programName: 'Sécurité' })],
      items: roster.items.map((row) => ({
        ...row,
        lessons: ['p1-intro', 'p1-sell', 'p2-intro'].map((id) => ({
          programCourseId: id,
          lessonId: `l-${id}`,
          state: 'AVAILABLE' as const,
          progression: 0.25,
          scoreRatio: 0,
        })),
      })),
    };
    await renderRoutes([{ path: '/', element: <RosterTable roster={shared} query={query} onSort={vi.fn()} /> }]);
    const headings = screen
      .getAllByRole('columnheader')
      .slice(-3)
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Introduction (Relation client)', 'Vendre', 'Introduction (Sécurité)']);
    const cells = within(screen.getByRole('row', { name: /Léa Martin/ }))
      .getAllByRole('cell')
      .slice(-3);
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Introduction (Relation client)', 'Vendre', 'Introduction (Sécurité)']);
    expect(screen.getByRole('progressbar', { name: 'Progression de Léa Martin dans Introduction (Sécurité)' })).toBeInTheDocument();
  });
});
