import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockAnswer } from '../test/api-mock';
import { demoContext } from '../test/fixtures';
import { baseAnswers, lessonId, preparePlayer, resultsAnswer } from '../test/lesson-fixtures';
import { renderRoutes } from '../test/render-app';
import { appRoutes } from './routes';

const refusal = (status: number, code: string, extra: Record<string, unknown> = {}): MockAnswer => ({
  status,
  body: { code, title: 't', message: 'm', ...extra },
});

/** Opens the lesson's address with the API answering its current page so; the page shown, in the signed-in layout. */
async function openLesson(current: MockAnswer, path = `/session/${lessonId}`) {
  mockApi({ ...baseAnswers, [`GET lessons/${path.split('/')[2]}/pages/current`]: current });
  const view = await renderRoutes(appRoutes, { path });
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...view, heading };
}

describe('full-page states (docs/product/errors.md#full-page-states)', () => {
  beforeEach(async () => {
    // React reports each error an error boundary catches: here they are the point.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await preparePlayer();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells another learner’s lesson as a page not found, at its address, with the header, the footer and the way back', async () => {
    const { heading, router } = await openLesson(refusal(404, 'NOT_FOUND'));
    expect(heading).toHaveAccessibleName('Page introuvable');
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(`Il n’y a rien pour vous à l’adresse /session/${lessonId} : cette page n’existe pas, a été déplacée, ou ne vous est pas destinée.`),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Retour à Mes formations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells an id that is not one as a page not found', async () => {
    const { heading } = await openLesson(refusal(400, 'BAD_REQUEST', { issues: [{ path: 'params.id', message: 'Invalid UUID' }] }), '/session/pas-un-id');
    expect(heading).toHaveAccessibleName('Page introuvable');
    expect(screen.getByText(/à l’adresse \/session\/pas-un-id :/)).toBeInTheDocument();
  });

  it('says when a lesson not open yet opens, the French way (« 1er »)', async () => {
    const { heading } = await openLesson(refusal(403, 'LESSON_NOT_OPEN', { data: { opensAt: '2027-03-01T10:00:00.000Z' } }));
    expect(heading).toHaveAccessibleName('Pas encore ouvert');
    expect(screen.getByText('Ce module ouvre le 1er mars 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à Mes formations' })).toHaveAttribute('href', '/');
  });

  it('tells a closed training, a locked lesson, and a lesson whose time is up with a link to its results', async () => {
    expect((await openLesson(refusal(409, 'CONTENT_CLOSED'))).heading).toHaveAccessibleName('Formation fermée');
    document.body.innerHTML = '';
    expect((await openLesson(refusal(403, 'Forbidden'))).heading).toHaveAccessibleName('Accès restreint');
    document.body.innerHTML = '';
    const { heading } = await openLesson(refusal(409, 'LESSON_SKIPPED'));
    expect(heading).toHaveAccessibleName('Temps écoulé');
    expect(heading.parentElement).toHaveTextContent('Le temps de ce module est écoulé : voir vos résultats');
    expect(screen.getByRole('link', { name: 'voir vos résultats' })).toHaveAttribute('href', `/session/${lessonId}/resultats`);
  });

  it('opens the results of a lesson whose time is up from its « voir vos résultats »', async () => {
    mockApi({
      ...baseAnswers,
      [`GET lessons/${lessonId}/pages/current`]: refusal(409, 'LESSON_SKIPPED'),
      [`GET lessons/${lessonId}/results`]: resultsAnswer({}, { state: 'EXPIRED', progress: 'ONGOING' }),
    });
    const { router } = await renderRoutes(appRoutes, { path: `/session/${lessonId}` });
    await userEvent.click(await screen.findByRole('link', { name: 'voir vos résultats' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos résultats' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/session/${lessonId}/resultats`);
    expect(screen.getByText('Ce module a fermé avant que vous le terminiez : voici ce que vous avez fait.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revoir «\u00a0Les bons réflexes\u00a0»' })).toBeInTheDocument();
  });

  it('says which address was not found after the redirect to /404, and leads back by the destination’s name', async () => {
    mockApi(baseAnswers);
    const { router } = await renderRoutes(appRoutes, { path: '/nulle/part?x=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByText(/à l’adresse \/nulle\/part\?x=1 :/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à Mes formations' })).toHaveAttribute('href', '/');
  });
});

describe('the site footer’s help entry', () => {
  beforeEach(preparePlayer);

  const footerOf = async (helpContact: string | null) => {
    mockApi(baseAnswers);
    await renderRoutes(appRoutes, { path: '/404', context: { ...demoContext, settings: { ...demoContext.settings, helpContact } } });
    return within(await screen.findByRole('navigation', { name: 'Informations légales, accessibilité et aide' }));
  };

  it('writes to the tenant’s help address, opens its help page, or is left out', async () => {
    expect((await footerOf('aide@demo.test')).getByRole('link', { name: 'Aide\u00a0: aide@demo.test' })).toHaveAttribute('href', 'mailto:aide@demo.test');
    document.body.innerHTML = '';
    expect((await footerOf('https://aide.demo.test/contact')).getByRole('link', { name: 'Aide' })).toHaveAttribute('href', 'https://aide.demo.test/contact');
    document.body.innerHTML = '';
    const none = await footerOf(null);
    expect(none.queryByRole('link', { name: /Aide/ })).toBeNull();
    expect(none.getByRole('link', { name: 'Protection des données' })).toBeInTheDocument();
  });
});
