import type { MyClassWithLessons } from '@espace/contracts/classes';
import type { DueSoon } from '@espace/contracts/due-dates';
import { dayIn } from '@espace/domain/lessons/due-dates';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBundles } from '../../../components/score/score-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { classesWithLessons, pageOf } from '../../../test/class-fixtures';
import { renderRoutes } from '../../../test/render-app';
import { homeBundles } from '../home-bundles';
import { HomePage } from './home-page';

const routes = [{ path: '/', element: <HomePage /> }];
const signIn = () => localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
const today = dayIn(new Date());
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const longDay = (day: string) =>
  new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)).replace(/^1 /, '1er ');

/** The spring class, its finished course due long ago, its started one as `due` says. */
function springWith(due: { finished: string; started: { dueOn: string; extended: boolean; classDueOn: string } | null }): MyClassWithLessons {
  const [spring] = classesWithLessons as [MyClassWithLessons];
  const program = spring.classPrograms[0]!;
  const courses = program.program.courses.map((course) =>
    course.id === 'c1' ? { ...course, due: { dueOn: due.finished, extended: false, classDueOn: due.finished } } : { ...course, due: due.started },
  );
  return { ...spring, classPrograms: [{ ...program, program: { ...program.program, courses } }] };
}

const rowOf = async (title: string) => {
  const courses = await screen.findByRole('list', { name: 'Cours du programme Relation client' });
  return within(courses)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(title))!;
};

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(homeBundles), registerFeatureBundles(scoreBundles)]);
});

describe('due dates on Home', () => {
  it('says by when a course should be finished and in how long; a finished one says nothing, however late', async () => {
    mockApi({
      'GET users/me/classes': { body: pageOf([springWith({ finished: inDays(-30), started: { dueOn: inDays(3), extended: false, classDueOn: inDays(3) } })]) },
      'GET users/me/due-soon': { body: { items: [] } },
    });
    signIn();
    await renderRoutes(routes);
    const started = await rowOf('Traiter une réclamation');
    expect(started).toHaveTextContent(`À terminer avant le ${longDay(inDays(3))} · dans 3 jours`);
    const finished = await rowOf('Accueillir un client');
    expect(finished).not.toHaveTextContent('À terminer');
    expect(finished).not.toHaveTextContent('En retard');
  });

  it('marks a late course in the warning colour, and says when it was extended', async () => {
    mockApi({
      'GET users/me/classes': { body: pageOf([springWith({ finished: inDays(-30), started: { dueOn: inDays(-2), extended: true, classDueOn: inDays(-9) } })]) },
      'GET users/me/due-soon': { body: { items: [] } },
    });
    signIn();
    await renderRoutes(routes);
    const started = await rowOf('Traiter une réclamation');
    const note = within(started).getByText(`En retard · prolongé jusqu’au ${longDay(inDays(-2))} (avant-hier)`);
    expect(note).toHaveClass('due-note--late');
  });

  it('lists what is due within the week above the classes, each a link to its lesson', async () => {
    const dueSoon: DueSoon = {
      items: [
        {
          lessonId: 'l2',
          courseTitle: 'Traiter une réclamation',
          programName: 'Relation client',
          className: 'Printemps',
          due: { dueOn: today, extended: false, classDueOn: today },
        },
      ],
    };
    mockApi({ 'GET users/me/classes': { body: pageOf(classesWithLessons) }, 'GET users/me/due-soon': { body: dueSoon } });
    signIn();
    await renderRoutes(routes);
    const week = await screen.findByRole('region', { name: 'Cette semaine' });
    expect(within(week).getByRole('link', { name: 'Traiter une réclamation · Relation client' })).toHaveAttribute('href', '/session/l2');
    expect(week).toHaveTextContent(`À terminer avant le ${longDay(today)} · aujourd’hui`);
  });

  it('shows no « Cette semaine » when nothing is due, nor when its list fails', async () => {
    mockApi({ 'GET users/me/classes': { body: pageOf(classesWithLessons) } });
    signIn();
    await renderRoutes(routes);
    await screen.findByRole('list', { name: 'Mes classes' });
    expect(screen.queryByRole('region', { name: 'Cette semaine' })).toBeNull();
  });
});
