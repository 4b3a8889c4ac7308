import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { answered, baseAnswers, lessonId, lessonPage, playerRoutes, preparePlayer, slidePage } from '../test/lesson-fixtures';

const current = `GET lessons/${lessonId}/pages/current`;
const open = (path = `/session/${lessonId}`, locale: 'fr' | 'en' = 'fr') => renderRoutes(playerRoutes, { path, locale });

describe('PlayerShell', () => {
  beforeEach(preparePlayer);

  it('shows the page with its title, position, toolbar and footer', async () => {
    mockApi({ ...baseAnswers, [current]: { body: lessonPage({ resourcesCount: 2 }) } });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 4')).toBeInTheDocument();
    const toolbar = screen.getByRole('complementary', { name: 'Outils de la page' });
    expect(within(toolbar).getByRole('button', { name: 'Ressources (2)' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Plein écran' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a given page by its address, in English', async () => {
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: lessonPage() } });
    await open(`/session/${lessonId}/page/page-2`, 'en');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('pages/current'))?.url).toContain('fromPageId=page-2');
  });

  it("reads 'Terminer le module' on a tincan page, hides the way back to the dashboard and leaves Enter to the activity", async () => {
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: lessonPage({ blockType: 'tincan', content: { title: 'Activité', content: { sections: [] } } }) } });
    await open();
    expect(await screen.findByRole('button', { name: 'Terminer le module' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retour au tableau de bord' })).not.toBeInTheDocument();
    await userEvent.setup().keyboard('{Enter}');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("sends a tincan page's activity score, and goes next when the activity says so; an activity in a slide's row plays unscored", async () => {
    const post = (frame: HTMLIFrameElement, data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }));
    const score = { type: 'action:custom', score: { raw: 3, min: 0, max: 3, scaled: 1 } };
    const tincan = lessonPage({ blockType: 'tincan', content: { title: 'Activité', content: { sections: [], tincan: { url: '/activities/a/index.html' } } } });
    const first = mockApi({ ...baseAnswers, [current]: { body: tincan }, [`POST lessons/${lessonId}/pages/custom-tincan-score`]: { body: { pageId: 'page-2' } } });
    const { unmount } = await open();
    post((await screen.findByTitle(/^Activité/)) as HTMLIFrameElement, score);
    await waitFor(() => expect(first.calls.some((call) => call.path.endsWith('pages/custom-tincan-score'))).toBe(true));
    unmount();

    const row = { id: 'activity', type: 'media-tincan', title: 'Les bonnes phrases', url: '/activities/a/index.html' };
    const slide = slidePage({ content: { title: 'Au téléphone', content: { sections: [{ id: 's', rows: [row] }] } } });
    const second = mockApi({ ...baseAnswers, [current]: { body: slide }, [`PATCH lessons/${lessonId}/pages/current`]: { body: answered(slide) }, [`POST lessons/${lessonId}/pages/next`]: { body: lessonPage({ id: 'page-4', position: 3 }) } });
    await open();
    const frame = (await screen.findByTitle('Activité : Les bonnes phrases')) as HTMLIFrameElement;
    post(frame, score);
    post(frame, { type: 'action:next' });
    await waitFor(() => expect(second.calls.some((call) => call.path.endsWith('pages/next'))).toBe(true));
    expect(second.calls.some((call) => call.path.endsWith('pages/custom-tincan-score'))).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes next with Enter on other pages, and back with previous', async () => {
    const slide = slidePage({ id: 'page-2', position: 1 });
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: slide },
      [`PATCH lessons/${lessonId}/pages/current`]: { body: answered(slide) },
      [`POST lessons/${lessonId}/pages/next`]: { body: slidePage() },
      [`POST lessons/${lessonId}/pages/previous`]: { body: answered(lessonPage({ id: 'page-1', position: 0 })) },
      'GET pages/page-1': { body: { id: 'page-1', block: { terms: [] } } },
    });
    const { router } = await open();
    await screen.findByRole('heading', { name: 'La suite' });
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    await screen.findByText('Page 3 sur 4');
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-1`));
    expect(calls.find((call) => call.path.endsWith('pages/previous'))?.url).toContain('fromPageId=page-3');
    await screen.findByText('Page 1 sur 4');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  });

  it('toggles the course tree with each page and its progress', async () => {
    const nodes = [
      { id: 'section-1', parentId: null, type: 'container', order: 0, title: 'Les premières secondes' },
      { id: 'node-1', parentId: 'section-1', type: 'block', order: 0, blockId: 'b1', title: 'Pourquoi' },
      { id: 'node-2', parentId: 'section-1', type: 'block', order: 1, blockId: 'b2', title: 'Les bons réflexes' },
    ];
    mockApi({
      ...baseAnswers,
      [current]: { body: lessonPage() },
      [`GET lessons/${lessonId}`]: { body: { id: lessonId, enabledSectionIds: [], course: { nodes }, pages: [{ nodeId: 'node-1', progress: 'COMPLETED' }, { nodeId: 'node-2', progress: 'ONGOING' }] } },
    });
    await open();
    const toggle = await screen.findByRole('button', { name: 'Plan du module' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    const tree = await screen.findByRole('navigation', { name: 'Plan du module' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = within(tree).getAllByRole('listitem').filter((item) => item.classList.contains('course-tree__page'));
    expect(items.map((item) => item.textContent)).toEqual(['PourquoiTerminée', 'Les bons réflexesEn cours']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the remaining time of a timed page', async () => {
    mockApi({ ...baseAnswers, [current]: { body: lessonPage({ timeLimit: 90, remainingSeconds: 75 }) } });
    sessionStorage.setItem('timed-confirmed:node-2', '1');
    await open();
    expect(await screen.findByRole('timer', { name: 'Temps restant' })).toHaveTextContent('1:15');
  });

  it('says the time is up before the correction when the timer sends the page (#15 item 9)', async () => {
    const timed = lessonPage({ timeLimit: 90, remainingSeconds: 1 });
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: timed },
      [`PATCH lessons/${lessonId}/pages/current`]: { body: answered(timed, { kind: 'incorrect', feedbacks: [], scoring: { actual: 0, max: 100 } }) },
    });
    sessionStorage.setItem('timed-confirmed:node-2', '1');
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Temps écoulé' }, { timeout: 4000 });
    expect(dialog).toHaveTextContent('Le temps alloué à cette étape est écoulé.');
    expect(dialog).toHaveTextContent('Mauvaise réponse');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});
