import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBundles } from '../../../components/score/score-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { demoContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { homeBundles } from '../home-bundles';
import { classesWithLessons, pageOf } from '../../../test/class-fixtures';
import { HomePage } from './home-page';

const routes = [{ path: '/', element: <HomePage demoVideoUrl="https://video.example/demo" /> }];
const signIn = () => localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
const queryOf = (url: string | undefined) => new URL(url ?? '', 'http://localhost').searchParams;

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(homeBundles), registerFeatureBundles(scoreBundles)]);
});

describe('HomePage', () => {
  it('offers Start only on lessons the engine would open: an upcoming class says when it opens, an ended one says expired, a locked one why (#15 item 3)', async () => {
    const [spring] = classesWithLessons as [(typeof classesWithLessons)[number]];
    const program = spring.classPrograms[0]!;
    const withWindow = (name: string, from: string, to: string, lessons: typeof spring.lessons) => ({
      ...spring,
      id: name,
      name,
      classPrograms: [{ ...program, openingBoundaries: { from, to } }],
      lessons,
    });
    const open = (id: string, overrides: Partial<(typeof spring.lessons)[number]> = {}) => ({
      ...spring.lessons[1]!,
      id,
      classProgramId: program.id,
      progress: null,
      progression: 0,
      startedAt: null,
      ...overrides,
    });
    const upcoming = withWindow('Printemps 2027', '2027-03-01T00:00:00.000Z', '2027-09-30T00:00:00.000Z', [open('u1')]);
    const ended = withWindow('Été 2026', '2026-06-01T00:00:00.000Z', '2026-08-31T00:00:00.000Z', [open('e1')]);
    const locked = withWindow('Automne 2026', '2026-09-01T00:00:00.000Z', '2099-12-31T00:00:00.000Z', [open('k1', { state: 'LOCKED' })]);
    mockApi({ 'GET users/me/classes': { body: pageOf([upcoming, ended, locked]) } });
    signIn();
    await renderRoutes(routes, { context: demoContext });
    const list = await screen.findByRole('list', { name: 'Mes classes' });
    const [soon, past, closed] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
    expect(soon).toHaveTextContent('À venir');
    expect(soon).toHaveTextContent('Ouvre le 1er mars 2027');
    expect(within(soon).queryByRole('link', { name: /Commencer|Continuer/ })).toBeNull();
    expect(past).toHaveTextContent('Expirée');
    expect(within(past).queryByRole('link', { name: /Commencer|Continuer/ })).toBeNull();
    expect(closed).toHaveTextContent('Verrouillée');
    expect(closed).toHaveTextContent('S’ouvre quand un cours précédent est terminé');
    expect(within(closed).queryByRole('link', { name: /Commencer|Continuer/ })).toBeNull();
  });

  it("shows the learner's classes with programs, lessons, states, progress, scores and medals", async () => {
    const { calls } = mockApi({ 'GET users/me/classes': { body: pageOf(classesWithLessons) } });
    signIn();
    await renderRoutes(routes, { context: demoContext });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes formations' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mes classes' });
    const [spring, autumn] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(spring).getByRole('heading', { level: 2 })).toHaveTextContent('Printemps 2026 — Accueil client');
    expect(within(spring).getByRole('heading', { level: 3, name: 'Relation client' })).toBeInTheDocument();
    const courses = within(spring).getByRole('list', { name: 'Cours du programme Relation client' });
    const [first, second] = within(courses).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Accueillir un client');
    expect(first).toHaveTextContent('Terminée');
    expect(first).toHaveTextContent('Score : 80 %');
    expect(first).toHaveTextContent('Or');
    expect(within(first).getByRole('progressbar', { name: 'Progression de Accueillir un client' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(second).getByRole('link', { name: 'Continuer Traiter une réclamation' })).toHaveAttribute('href', '/session/l2');
    expect(within(spring).getByRole('progressbar', { name: 'Progression du programme Relation client' })).toHaveAttribute('aria-valuenow', '63');
    expect(within(autumn).getByText('Verrouillée')).toBeInTheDocument();
    expect(within(autumn).queryByRole('link')).toBeNull();
    expect(queryOf(calls[0]?.url).get('pageSize')).toBe('5');
    expect(screen.queryByRole('navigation', { name: 'Pagination des classes' })).toBeNull();
  });

  it('asks the server for the next page and shows pagination only with more than one page', async () => {
    const { calls } = mockApi({ 'GET users/me/classes': { body: pageOf(classesWithLessons, 7) } });
    signIn();
    await renderRoutes(routes);
    const pager = await screen.findByRole('navigation', { name: 'Pagination des classes' });
    expect(pager).toHaveTextContent('Page 1 sur 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(queryOf(calls.at(-1)?.url).get('page')).toBe('2'));
  });

  it('filters by period and searches after a pause, then says when nothing matches', async () => {
    const { calls } = mockApi({
      'GET users/me/classes': () => ({ body: pageOf(queryOf(calls.at(-1)?.url).has('search') ? [] : classesWithLessons) }),
    });
    signIn();
    await renderRoutes(routes);
    await screen.findByRole('list', { name: 'Mes classes' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Période' }), 'À venir');
    await waitFor(() => expect(queryOf(calls.at(-1)?.url).get('filter')).toBe('upcoming'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une session' }), 'zz');
    expect(await screen.findByText('Aucune session ne correspond à votre recherche.')).toBeInTheDocument();
    const searches = calls.filter((call) => queryOf(call.url).has('search'));
    expect(searches.map((call) => queryOf(call.url).get('search'))).toEqual(['zz']);
    expect(queryOf(searches[0]?.url).get('filter')).toBe('upcoming');
  });

  it('offers program and competency filters when the lists answer', async () => {
    const { calls } = mockApi({
      'GET users/me/classes': { body: pageOf(classesWithLessons) },
      'GET programs': { body: { items: [{ id: 'p1', name: 'Relation client' }], total: 1 } },
      'GET course-competencies': {
        body: {
          items: [
            { id: 'm1', title: 'Maths', parentId: null },
            { id: 'm2', title: 'Calcul', parentId: 'm1' },
          ],
          total: 2,
        },
      },
    });
    signIn();
    await renderRoutes(routes);
    const competency = await screen.findByRole('combobox', { name: 'Compétence' });
    expect(
      within(competency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les compétences', 'Maths']);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Programme' }), 'Relation client');
    await waitFor(() => expect(queryOf(calls.filter((call) => call.path === 'users/me/classes').at(-1)?.url).get('programId')).toBe('p1'));
  });

  it('starts a program over after confirmation', async () => {
    const { calls } = mockApi({ 'GET users/me/classes': { body: pageOf(classesWithLessons) }, 'POST class-programs/cp1/reset/me': { body: { items: [] } } });
    signIn();
    await renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Recommencer le programme Relation client' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Recommencer «\u00a0Relation client\u00a0»\u202f?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer le programme Relation client' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, recommencer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['class-programs/cp1/reset/me']);
    expect(calls.filter((call) => call.path === 'users/me/classes').length).toBeGreaterThanOrEqual(2);
  });

  it('offers no « Recommencer » while a course of the program is closed: the server would refuse it', async () => {
    const [spring, ...others] = classesWithLessons as [(typeof classesWithLessons)[number], ...typeof classesWithLessons];
    const program = spring.classPrograms[0]!;
    const closedCourse = {
      ...spring,
      classPrograms: [
        {
          ...program,
          program: {
            ...program.program,
            courses: program.program.courses.map((course) => (course.id === 'c2' ? { ...course, state: 'CLOSED' as const } : course)),
          },
        },
      ],
    };
    mockApi({ 'GET users/me/classes': { body: pageOf([closedCourse, ...others]) } });
    signIn();
    await renderRoutes(routes);
    const list = await screen.findByRole('list', { name: 'Mes classes' });
    const [first] = within(list).getAllByRole('article') as [HTMLElement];
    expect(within(first).getByRole('heading', { level: 3, name: 'Relation client' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Recommencer le programme Relation client' })).toBeNull();
  });

  it('welcomes a learner without classes and offers the demo video', async () => {
    mockApi({ 'GET users/me/classes': { body: pageOf([]) } });
    signIn();
    await renderRoutes(routes, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Watch the demo video/ })).toHaveAttribute('href', 'https://video.example/demo');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('explains a failure and retries on demand', async () => {
    let fail = true;
    mockApi({
      'GET users/me/classes': () => (fail ? { status: 500, body: { code: 'INTERNAL_ERROR', title: 't', message: 'm' } } : { body: pageOf(classesWithLessons) }),
    });
    signIn();
    await renderRoutes(routes);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Impossible de charger vos formations.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Mes classes' })).toBeInTheDocument();
  });
});
