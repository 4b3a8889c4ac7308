import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentTitleOverride } from '../../../lib/document-title';
import { linkAnswers, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { answerAndNextAnswer, answered, baseAnswers, lessonId, lessonPage, playerRoutes, preparePlayer, slidePage } from '../../../test/lesson-fixtures';

const current = `GET lessons/${lessonId}/pages/current`;
const open = (path = `/session/${lessonId}`, locale: 'fr' | 'en' = 'fr') => renderRoutes(playerRoutes, { path, locale });

describe('PlayerShell', () => {
  beforeEach(preparePlayer);

  it('shows the page with its course, section, progress, tools and footer', async () => {
    mockApi({ ...baseAnswers, [current]: { body: lessonPage({ resourcesCount: 2, lesson: { ...lessonPage().lesson, progression: 0.25 } }) } });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeInTheDocument();
    expect(screen.getByText('Accueillir un client')).toBeInTheDocument();
    expect(screen.getByText('Les premiers gestes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression dans le module' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Page 2 sur 4')).toBeInTheDocument();
    const tools = screen.getByRole('group', { name: 'Outils de la page' });
    expect(within(tools).getByRole('button', { name: 'Ressources (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à Mes formations' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeInTheDocument();
    // A toggle says its state once: by a name that changes with it, not by aria-pressed as well.
    expect(screen.getByRole('button', { name: 'Plein écran' })).not.toHaveAttribute('aria-pressed');
  });

  it('checks an exercise: the answers are sent, the page shows its correction and score, and Next then moves on (#15 item 8)', async () => {
    const page = lessonPage();
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [`PATCH lessons/${lessonId}/pages/current`]: {
        body: answered(page, { kind: 'partialy_correct', scoring: { actual: 50, max: 100 }, answerRatios: { mc: 0.5 } }),
      },
      [`POST lessons/${lessonId}/pages/next`]: { body: slidePage() },
    });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    const result = await screen.findByRole('region', { name: 'Résultat de la page' });
    await waitFor(() => expect(result).toHaveTextContent('Réponse partiellement correcte'));
    expect(result).toHaveTextContent('50 / 100 points');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    expect(calls.some((call) => call.path.endsWith('pages/next'))).toBe(false);
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    expect(screen.queryByRole('button', { name: 'Vérifier' })).not.toBeInTheDocument();
    // The pressed button is gone: the focus is on the result, not lost to the page.
    await waitFor(() => expect(result).toHaveFocus());
    // The legend of the marks opens from the result (e2e/player/player-knows.spec.ts opens it).
    expect(within(result).getByRole('button', { name: 'Légende de la correction' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    // The new step: its heading has the focus and the document its title.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'La suite' })).toHaveFocus());
    // The root route adds the tenant's name (app/routes.test.tsx).
    expect(documentTitleOverride.get()).toBe('La suite - Accueillir un client');
  });

  it('opens a given page by its address, in English', async () => {
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: lessonPage() } });
    await open(`/session/${lessonId}/page/page-2`, 'en');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('pages/current'))?.url).toContain('fromPageId=page-2');
  });

  it("reads 'Terminer le module' on a tincan page, hides the way back to the dashboard and leaves Enter to the activity", async () => {
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: lessonPage({ blockType: 'tincan', content: { title: 'Activité', content: { sections: [] } } }) },
    });
    await open();
    expect(await screen.findByRole('button', { name: 'Terminer le module' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retour à Mes formations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vérifier' })).not.toBeInTheDocument();
    await userEvent.setup().keyboard('{Enter}');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  const launchAnswer = (pageId: string) => ({
    [`POST lessons/${lessonId}/pages/${pageId}/xapi-launch`]: {
      body: {
        endpoint: '/api/xapi/',
        auth: 'Basic a2V5OnNlY3JldA==',
        actor: { objectType: 'Agent', name: 'Léa', account: { homePage: 'http://localhost', name: 'u1' } },
        registration: pageId,
        cmi5: null,
      },
    },
  });
  // The portal's activities run sandboxed in an opaque origin: their messages come from 'null'.
  const post = (frame: HTMLIFrameElement, data: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: frame.contentWindow }));
  const tincan = lessonPage({ blockType: 'tincan', content: { title: 'Activité', content: { sections: [], tincan: { url: '/activities/a/index.html' } } } });

  it("launches a tincan page's activity with its own credentials, sends its custom score, and plays an activity in a slide's row unscored", async () => {
    const score = { type: 'action:custom', score: { raw: 3, min: 0, max: 3, scaled: 1 } };
    const first = mockApi({
      ...baseAnswers,
      ...launchAnswer('page-2'),
      [current]: { body: tincan },
      [`POST lessons/${lessonId}/pages/custom-tincan-score`]: { body: { pageId: 'page-2', scaled: 1 } },
    });
    const { unmount } = await open();
    const frame = (await screen.findByTitle(/^Activité/)) as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.get('auth')).toBe('Basic a2V5OnNlY3JldA==');
    expect(first.calls.find((call) => call.path.endsWith('xapi-launch'))?.body).toEqual({ url: '/activities/a/index.html' });
    post(frame, score);
    await waitFor(() => expect(first.calls.some((call) => call.path.endsWith('pages/custom-tincan-score'))).toBe(true));
    unmount();

    const row = { id: 'activity', type: 'media-tincan', title: 'Les bonnes phrases', url: '/activities/a/index.html' };
    const slide = slidePage({ content: { title: 'Au téléphone', content: { sections: [{ id: 's', rows: [row] }] } } });
    const second = mockApi({
      ...baseAnswers,
      ...launchAnswer('page-3'),
      [current]: { body: slide },
      [`POST lessons/${lessonId}/pages/answer-and-next`]: answerAndNextAnswer(answered(slide), { next: lessonPage({ id: 'page-4', position: 3 }) }),
    });
    await open();
    const rowFrame = (await screen.findByTitle('Activité : Les bonnes phrases')) as HTMLIFrameElement;
    post(rowFrame, score);
    post(rowFrame, { type: 'action:next' });
    await waitFor(() => expect(second.calls.some((call) => call.path.endsWith('pages/answer-and-next'))).toBe(true));
    expect(second.calls.some((call) => call.path.endsWith('pages/custom-tincan-score'))).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the page its statements completed, with its score, and only moves on when the activity says next', async () => {
    let done = false;
    const { calls } = mockApi({
      ...baseAnswers,
      ...launchAnswer('page-2'),
      [current]: () => ({ body: done ? answered(tincan, { scoring: { actual: 80, max: 100 } }) : tincan }),
      [`GET lessons/${lessonId}/pages/page-2/xapi-state`]: () => ({
        body: { pageId: 'page-2', answered: done, scoring: done ? { actual: 80, max: 100 } : null },
      }),
      [`POST lessons/${lessonId}/pages/next`]: { body: lessonPage({ id: 'page-4', position: 3 }) },
    });
    await open();
    const frame = (await screen.findByTitle(/^Activité/)) as HTMLIFrameElement;
    done = true;
    expect(await screen.findByText('Activité terminée', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('80 / 100 points')).toBeInTheDocument();
    post(frame, { type: 'action:next' });
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('pages/next'))).toBe(true));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('goes next with Enter on other pages, and back with previous; the page opened is scrolled to the top when the one left was scrolled', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    const slide = slidePage({ id: 'page-2', position: 1 });
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: slide },
      [`POST lessons/${lessonId}/pages/answer-and-next`]: answerAndNextAnswer(answered(slide), { next: slidePage() }),
      [`POST lessons/${lessonId}/pages/previous`]: { body: answered(lessonPage({ id: 'page-1', position: 0 })) },
    });
    const { router } = await open();
    await screen.findByRole('heading', { name: 'La suite' });
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    await screen.findByText('Page 3 sur 4');
    // At the top already: scrolling would only force the new page's layout in the middle of its render.
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    try {
      await user.click(screen.getByRole('button', { name: 'Précédent' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-1`));
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(calls.find((call) => call.path.endsWith('pages/previous'))?.url).toContain('fromPageId=page-3');
    await screen.findByText('Page 1 sur 4');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  });

  it('toggles the course tree: pages in course order with their state, the ones the learner may open as links (#15 item 6)', async () => {
    mockApi({ ...baseAnswers, [current]: { body: lessonPage() } });
    await open();
    const toggle = await screen.findByRole('button', { name: 'Plan du module' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    const tree = await screen.findByRole('navigation', { name: 'Plan du module' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByText('Les premiers gestes')).toBeInTheDocument();
    const items = within(tree)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('course-tree__page'));
    expect(items.map((item) => item.textContent)).toEqual([
      "Pourquoi l'accueil comptevue",
      'Les bons réflexesPage affichée',
      'La suiteVerrouillée',
      'La finVerrouillée',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(
      within(tree)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/session/${lessonId}/page/page-1`]);
    // The course's title and its sections are headings of the tree; with a link to reach, the tree itself is not a tab stop.
    expect(within(tree).getByRole('heading', { level: 2 })).toHaveTextContent('Accueillir un client');
    expect(within(tree).getByRole('heading', { level: 3, name: 'Les premiers gestes' })).toBeInTheDocument();
    expect(tree).not.toHaveAttribute('tabindex');
  });

  it('lets a keyboard reach the course tree of a new lesson, which has no link, to scroll it (axe scrollable-region-focusable)', async () => {
    const first = lessonPage();
    const fresh = {
      ...first,
      outline: first.outline.map((section) => ({ ...section, pages: section.pages.map((entry) => ({ ...entry, reachable: false })) })),
    };
    mockApi({ ...baseAnswers, [current]: { body: fresh } });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Plan du module' }));
    const tree = await screen.findByRole('navigation', { name: 'Plan du module' });
    expect(within(tree).queryAllByRole('link')).toEqual([]);
    expect(tree).toHaveAttribute('tabindex', '0');
  });

  it("plays a row's sound in the footer: the autoplay one as the page's main track, « Écouter » as a temporary one over it (#15 item 14)", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    const content = {
      title: 'Le sourire et le regard',
      content: {
        sections: [
          {
            id: 's',
            rows: [
              { id: 'conseils', type: 'wysiwyg', html: '<p>Souriez.</p>', settings: { audioFileId: 'ambiance', autoplay: true } },
              { id: 'question', type: 'wysiwyg', title: 'La question', html: '<p>Quels réflexes ?</p>', settings: { audioFileId: 'question' } },
            ],
          },
        ],
      },
    };
    mockApi({ ...baseAnswers, ...linkAnswers('ambiance', 'question'), [current]: { body: lessonPage({ blockType: 'slide', content }) } });
    await open();
    const user = userEvent.setup();
    const main = await screen.findByRole('group', { name: 'Lecteur audio\u00a0: Son de la page' });
    // The main track starts by itself once its signed link is there.
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(within(main).getByRole('button', { name: 'Volume 45\u202f%' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Écouter' }));
    const temporary = await screen.findByRole('group', { name: 'Lecteur audio\u00a0: La question' });
    await user.click(within(temporary).getByRole('button', { name: 'Fermer ce son' }));
    expect(await screen.findByRole('group', { name: 'Lecteur audio\u00a0: Son de la page' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lecteur audio\u00a0: La question' })).not.toBeInTheDocument();
    vi.restoreAllMocks();
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
    // Continue shows the corrected page; the learner moves on with Next.
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('region', { name: 'Résultat de la page' })).toHaveTextContent('0 / 100 points');
    expect(calls.some((call) => call.path.endsWith('pages/next'))).toBe(false);
  });
});
