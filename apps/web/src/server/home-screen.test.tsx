import type { ApiAnswer } from '@espace/contracts/server-rendering';
import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { classesWithLessons, lesson, pageOf } from '../test/class-fixtures';
import { queryKeys } from '../lib/query-keys';
import { mountMarkup } from '../test/mount-markup';
import { demoContext, learnerMe } from '../test/fixtures';
import { homeScreenFreshUntil, renderHomeScreen } from './home-screen';

afterEach(() => document.body.replaceChildren());

/** The API as the server's renderer reads it, answering by path; what was asked is in `asked`. */
function api(answers: Record<string, ApiAnswer>) {
  const asked: string[] = [];
  const load = async (path: string): Promise<ApiAnswer> => {
    asked.push(path);
    const route = path.split('?', 1)[0] ?? path;
    return answers[route] ?? { status: 404, body: null };
  };
  return { asked, load };
}

const learnerApi = () =>
  api({
    'users/me': { status: 200, body: learnerMe },
    'users/me/classes': { status: 200, body: pageOf(classesWithLessons) },
    programs: { status: 200, body: { items: [{ id: 'p1', name: 'Relation client' }] } },
    'course-competencies': { status: 403, body: null },
  });

describe("a learner's Home rendered on the server", () => {
  it('shows their classes, in the language asked, with the page title the app sets', async () => {
    const { load } = learnerApi();
    const screen = await renderHomeScreen({ context: demoContext, locale: 'fr', mobile: false, search: '', load });
    expect(screen?.lang).toBe('fr');
    expect(screen?.title).toBe(`${demoContext.name} - Mes formations`);
    const page = mountMarkup(screen?.body ?? '');
    expect(page.getByRole('heading', { level: 1, name: 'Mes formations' })).toBeInTheDocument();
    const list = page.getByRole('list', { name: 'Mes classes' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Continuer Traiter une réclamation' })).toHaveAttribute('href', '/session/l2');
    // The signed-in layout around it, with who is signed in.
    expect(page.getByRole('link', { name: /Léa Martin/ })).toHaveAttribute('href', '/me');
    // Phones only: the small-screen notice.
    expect(page.queryByText(/petit écran/)).not.toBeInTheDocument();
  });

  it('asks for the list the address and the device ask for, and gives the app the answers it shows', async () => {
    const { asked, load } = learnerApi();
    const screen = await renderHomeScreen({ context: demoContext, locale: 'en', mobile: true, search: '?filter=past&page=2&q=client', load });
    expect(asked).toContain('users/me/classes?page=2&pageSize=5&filter=past&search=client&mobile=true');
    const page = mountMarkup(screen?.body ?? '');
    expect(page.getByRole('status')).toHaveTextContent('You are on a small screen');
    expect(page.getByRole('searchbox')).toHaveValue('client');

    expect(screen?.data?.userId).toBe(learnerMe.id);
    const cache = new QueryClient();
    hydrate(cache, screen?.data?.queries as DehydratedState);
    expect(cache.getQueryData(queryKeys.me())).toEqual(learnerMe);
    expect(cache.getQueryData(queryKeys.homeFilterOptions('programs'))).toEqual([{ id: 'p1', label: 'Relation client' }]);
    // A refused list is left out, as the app hides its filter.
    expect(cache.getQueryData(queryKeys.homeFilterOptions('competencies'))).toBeUndefined();
  });

  it('leaves Home to the app when the API refuses the session or the list', async () => {
    const refused = api({ 'users/me': { status: 401, body: null }, 'users/me/classes': { status: 401, body: null } });
    expect(await renderHomeScreen({ context: demoContext, locale: 'fr', mobile: false, search: '', load: refused.load })).toBeNull();
    const failing = api({ 'users/me': { status: 200, body: learnerMe }, 'users/me/classes': { status: 500, body: null } });
    expect(await renderHomeScreen({ context: demoContext, locale: 'fr', mobile: false, search: '', load: failing.load })).toBeNull();
  });

  it('leaves it to the app for an account Home refuses', async () => {
    const { load } = api({ 'users/me': { status: 200, body: { ...learnerMe, domain: 'unknown' } }, 'users/me/classes': { status: 200, body: pageOf([]) } });
    expect(await renderHomeScreen({ context: demoContext, locale: 'fr', mobile: false, search: '', load })).toBeNull();
  });

  it('disables the controls that need the app until it runs', async () => {
    const { load } = learnerApi();
    const page = mountMarkup((await renderHomeScreen({ context: demoContext, locale: 'fr', mobile: false, search: '', load }))?.body ?? '');
    expect(page.getByLabelText('Langue')).toBeDisabled();
    // Pressed before the app runs, they would do nothing: the learner would think they signed out.
    expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeDisabled();
    expect(page.getByRole('button', { name: 'Menu' })).toBeDisabled();
    expect(page.getByRole('button', { name: /Notifications/ })).toBeDisabled();
  });
});

describe('how long a rendered Home stays true (homeScreenFreshUntil)', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  const fiveMinutes = now.getTime() + 5 * 60_000;
  const [spring, autumn] = classesWithLessons;
  if (spring === undefined || autumn === undefined) throw new Error('fixtures');
  const withWindow = (from: string | null, to: string | null) => ({
    ...autumn,
    classPrograms: autumn.classPrograms.map((cp) => ({ ...cp, openingBoundaries: { from, to } })),
  });

  it('is as long as the app trusts the filter lists when nothing on it depends on the clock', () => {
    expect(homeScreenFreshUntil(pageOf(classesWithLessons), now)).toBe(fiveMinutes);
    expect(homeScreenFreshUntil(pageOf([]), now)).toBe(fiveMinutes);
  });

  it('ends when a lesson of the page opens or closes, or its time limit runs out, before that', () => {
    expect(homeScreenFreshUntil(pageOf([spring, withWindow('2026-11-22T10:01:00.000Z', null)]), now)).toBe(Date.parse('2026-11-22T10:01:00.000Z'));
    expect(homeScreenFreshUntil(pageOf([withWindow(null, '2026-11-22T10:02:00.000Z')]), now)).toBe(Date.parse('2026-11-22T10:02:00.000Z'));
    const timed = { ...spring, lessons: [lesson({ id: 't', courseId: 'c2', classProgramId: 'cp1', startedAt: '2026-11-22T09:59:00.000Z', timeLimit: 90 })] };
    expect(homeScreenFreshUntil(pageOf([timed]), now)).toBe(Date.parse('2026-11-22T10:00:32.000Z'));
    // A bound further than the lists' trust does not lengthen it.
    expect(homeScreenFreshUntil(pageOf([withWindow('2027-01-01T00:00:00.000Z', null)]), now)).toBe(fiveMinutes);
  });

  it('comes with the rendered screen, from when its answers were read', async () => {
    const before = Date.now();
    const screen = await renderHomeScreen({ context: demoContext, locale: 'fr', mobile: false, search: '', load: learnerApi().load });
    expect(screen?.freshUntil).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(screen?.freshUntil).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
  });
});
