import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import {
  answerAndNextAnswer,
  answered,
  baseAnswers,
  endOf,
  exerciseContent,
  lessonId,
  lessonPage,
  playerRoutes,
  preparePlayer,
  resultsAnswer,
  slidePage,
} from '../../../test/lesson-fixtures';

const current = `GET lessons/${lessonId}/pages/current`;
const patch = `PATCH lessons/${lessonId}/pages/current`;
const next = `POST lessons/${lessonId}/pages/next`;
const answerAndNext = `POST lessons/${lessonId}/pages/answer-and-next`;
const results = `GET lessons/${lessonId}/results`;
const isAnswerAndNext = (call: { method: string; path: string }) => call.method === 'POST' && call.path.endsWith('pages/answer-and-next');

const open = () => renderRoutes(playerRoutes, { path: `/session/${lessonId}` });

/** The end of the lesson opens its results first (docs/product/lessons.md#results); « Continuer » goes on with the rest. */
async function continueFromResults(router: Awaited<ReturnType<typeof open>>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/resultats`));
  expect(await screen.findByRole('heading', { level: 1, name: 'Vos résultats' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer' }));
}

describe('the Next flow (docs/product/lessons.md#next)', () => {
  beforeEach(preparePlayer);
  afterEach(() => vi.useRealTimers());

  it('asks before going on without an answer: stay keeps the page, continue anyway sends the defaults', async () => {
    const page = lessonPage();
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [answerAndNext]: answerAndNextAnswer(answered(page), { next: slidePage() }) });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aucune réponse' });
    // Its question is its description: read with the title when it opens.
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog).toHaveAccessibleDescription(/.+/);
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some(isAnswerAndNext)).toBe(false);

    // The learner comes back to Next later than its 200 ms debounce: the clock moves, nobody waits.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 250);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Continuer quand même' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    // One round trip: the answer and the next page in the same request, asked from the page on screen.
    const sent = calls.find(isAnswerAndNext);
    expect(sent?.body).toEqual({ inputs: { answers: {} } });
    expect(sent?.url).toContain('fromPageId=page-2');
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'La suite' })).toBeInTheDocument();
  });

  it('keeps the no-answer dialog up while the answer goes: it leaves with the page, or closes when the answer is refused', async () => {
    const page = lessonPage();
    let release: () => void = () => undefined;
    const answer = answerAndNextAnswer(answered(page), { next: slidePage() });
    let refuse = false;
    mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [answerAndNext]: () =>
        refuse
          ? { status: 400, body: { code: 'BAD_REQUEST', title: 'Requête invalide', message: 'Réponse refusée.' } }
          : new Promise((resolve) => {
              release = () => resolve(answer);
            }),
    });
    const { router } = await open();
    const user = userEvent.setup();
    const continueAnyway = async () => {
      await user.click(await screen.findByRole('button', { name: 'Suivant' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Aucune réponse' })).getByRole('button', { name: 'Continuer quand même' }));
    };

    refuse = true;
    await continueAnyway();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(/n’a pas pu être envoyée/);
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);

    refuse = false;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 250);
    await continueAnyway();
    // Sent, not answered yet: the dialog is still the one on screen.
    expect(screen.getByRole('alertdialog', { name: 'Aucune réponse' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(await screen.findByRole('heading', { name: 'La suite' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends the answers, shows the feedbacks one by one with their title, then opens the next page', async () => {
    const page = lessonPage();
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [answerAndNext]: answerAndNextAnswer(answered(page, { kind: 'partialy_correct', feedbacks: ['Presque.', 'Relisez la page.'] }), { next: slidePage() }),
    });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    expect(JSON.parse(localStorage.getItem('draft:page-2') ?? '{}')).toEqual({ mc: ['smile'] });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const first = await screen.findByRole('dialog', { name: 'Réponse partiellement correcte' });
    expect(first).toHaveTextContent('Presque.');
    expect(first).toHaveAccessibleDescription(/Presque\./);
    // The feedback is the course's text, in its language (WCAG 3.1.2).
    expect(within(first).getByText('Presque.')).toHaveAttribute('lang', 'fr');
    expect(localStorage.getItem('draft:page-2')).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Relisez la page.');
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    // The page the answer opened is shown as it came: nothing more is asked of the server.
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([`lessons/${lessonId}/pages/answer-and-next`]);
  });

  it('goes straight on when the results carry no feedback, and a slide sends an empty answer', async () => {
    const slide = slidePage({ id: 'page-2', position: 1 });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: slide }, [answerAndNext]: answerAndNextAnswer(answered(slide), { next: slidePage() }) });
    const { router } = await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(calls.find(isAnswerAndNext)?.body).toEqual({});
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Next busy, the answers locked, only when the answer is slow to come', async () => {
    const page = lessonPage();
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [answerAndNext]: () => arrived.then(() => answerAndNextAnswer(answered(page), { next: slidePage() })),
    });
    const { router } = await open();
    const user = userEvent.setup();
    const choice = await screen.findByRole('checkbox', { name: /Sourire/ });
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // An answer that comes at once renders the next page and nothing in between (bench:web:lessons).
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveAttribute('aria-busy', 'false');
    expect(choice).toBeEnabled();
    // Previous meanwhile would race the answer to another page: it waits.
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(calls.some((call) => call.path.endsWith('pages/previous'))).toBe(false);
    // A slow one: the learner is shown that Next is at work, and the answers sent can no longer change.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suivant' })).toHaveAttribute('aria-busy', 'true'));
    expect(choice).toBeDisabled();
    arrive();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps what was typed and says why when the submission fails without an answer from the server', async () => {
    const page = lessonPage();
    mockApi({ ...baseAnswers, [current]: { body: page }, [answerAndNext]: { status: 503, body: { code: 'INTERNAL_ERROR', title: 't', message: 'm' } } });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur interne est survenue');
    expect(screen.getByRole('checkbox', { name: /Sourire/ })).toBeChecked();
    expect(JSON.parse(localStorage.getItem('draft:page-2') ?? '{}')).toEqual({ mc: ['smile'] });
  });

  it('restores the draft of a page after a reload', async () => {
    localStorage.setItem('draft:page-2', JSON.stringify({ mc: ['ignore'] }));
    mockApi({ ...baseAnswers, [current]: { body: lessonPage() } });
    await open();
    expect(await screen.findByRole('checkbox', { name: /Ignorer/ })).toBeChecked();
  });

  it('tells a refused patch in an alert, then goes Home', async () => {
    mockApi({
      ...baseAnswers,
      [current]: { body: lessonPage() },
      [answerAndNext]: { status: 409, body: { code: 'LESSON_PAGE_SKIPPED', title: 't', message: 'm' } },
    });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Temps écoulé' });
    await user.click(within(alert).getByRole('button', { name: 'Retour à Mes formations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the interactive questions at the end of the lesson', async () => {
    const last = answered(lessonPage({ isLastPage: true }));
    const interactive = [{ label: 'Et maintenant ?', choices: [{ response: 'Accueil', action: { target: 'home' } }] }];
    const end = { actions: { interactive, unlockedLessons: [] } };
    mockApi({ ...baseAnswers, [current]: { body: last }, [next]: endOf(end), [results]: resultsAnswer({}, end) });
    const { router } = await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suivant' }));
    await continueFromResults(router);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/questions`));
    expect(await screen.findByRole('group', { name: 'Et maintenant ?' })).toBeInTheDocument();
  });

  it('goes to the program evaluation at the end of the program without review, else says the module is over', async () => {
    const last = answered(lessonPage({ isLastPage: true }));
    mockApi({
      ...baseAnswers,
      [current]: { body: last },
      [next]: endOf({ isEndOfProgram: true }),
      [results]: resultsAnswer({}, { isEndOfProgram: true }),
      'GET reviews': { body: { items: [], total: 0 } },
    });
    const { router } = await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suivant' }));
    await continueFromResults(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluate/Program/program-1'));
  });

  it('says the module is over, then goes Home, when nothing else is due', async () => {
    mockApi({ ...baseAnswers, [current]: { body: answered(lessonPage({ isLastPage: true })) }, [next]: endOf(), [results]: resultsAnswer() });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    await continueFromResults(router);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Module terminé' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('ends the lesson from the answer of its last page, in the same round trip', async () => {
    const last = slidePage({ id: 'page-2', position: 1, isLastPage: true });
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: last },
      [answerAndNext]: answerAndNextAnswer(answered(last), { end: {} }),
      [results]: resultsAnswer(),
    });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    await continueFromResults(router);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Module terminé' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.path.endsWith('pages/next'))).toBe(false);
  });

  it('answers alone before a timed page never opened, and asks before its clock starts', async () => {
    const page = lessonPage();
    const outline = page.outline.map((section) => ({
      ...section,
      pages: section.pages.map((entry, index) => (index === 2 ? { ...entry, timeLimit: 60, state: 'new' as const } : entry)),
    }));
    const onTimedPage = lessonPage({ outline });
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: onTimedPage },
      [patch]: { body: answered(onTimedPage) },
      [next]: { body: slidePage({ timeLimit: 60 }) },
    });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const question = await screen.findByRole('alertdialog', { name: /chronométré/i });
    expect(calls.some(isAnswerAndNext)).toBe(false);
    expect(calls.some((call) => call.path.endsWith('pages/next'))).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'C’est parti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
  });

  it('goes on through pages/next when the server answered the page without moving on', async () => {
    const slide = slidePage({ id: 'page-2', position: 1 });
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: slide },
      [answerAndNext]: answerAndNextAnswer(answered(slide)),
      [next]: { body: slidePage() },
    });
    const { router } = await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(calls.find((call) => call.path.endsWith('pages/next'))?.url).toContain('fromPageId=page-2');
  });
});

/** An exercise of a course whose type gives no feedbacks and keeps no straight-through Next: Next checks it first. */
const checkingFirst = (overrides: Parameters<typeof lessonPage>[0] = {}) =>
  lessonPage({ course: { ...lessonPage().course, nextChecksFirst: true }, ...overrides });
/** The learner comes back to Next later than its 200 ms debounce: the clock moves, nobody waits. */
function later() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 250);
}
const sentCalls = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('Next where the correction shows first (docs/product/lessons.md#next)', () => {
  beforeEach(preparePlayer);
  afterEach(() => vi.useRealTimers());

  it('shows the correction and the score at the first Next and stays; the second Next moves on without answering again', async () => {
    const page = checkingFirst();
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [patch]: { body: answered(page, { kind: 'incorrect', answerRatios: { mc: 0 }, scoring: { actual: 0, max: 100 } }) },
      [next]: { body: slidePage() },
    });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const result = await screen.findByRole('region', { name: 'Résultat de la page' });
    expect(result).toHaveTextContent('Mauvaise réponse');
    expect(result).toHaveTextContent('0 / 100 points');
    // Checked, as Check does: the answer alone (PATCH), the page kept, its answers locked, Check gone.
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    expect(screen.getByRole('checkbox', { name: /Sourire/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Vérifier' })).not.toBeInTheDocument();
    expect(sentCalls(calls)).toEqual([`PATCH lessons/${lessonId}/pages/current`]);

    later();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(sentCalls(calls)).toEqual([`PATCH lessons/${lessonId}/pages/current`, `POST lessons/${lessonId}/pages/next`]);
  });

  it('asks first when nothing is answered, then shows the correction of the defaults', async () => {
    const page = checkingFirst();
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [patch]: { body: answered(page, { kind: 'incorrect', scoring: { actual: 0, max: 100 } }) },
    });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Aucune réponse' })).getByRole('button', { name: 'Continuer quand même' }));
    expect(await screen.findByRole('region', { name: 'Résultat de la page' })).toHaveTextContent('Mauvaise réponse');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ inputs: { answers: {} } });
  });

  it('checks first with Enter on the page too; Enter held down never moves on, a new press does', async () => {
    const page = checkingFirst();
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [patch]: { body: answered(page) }, [next]: { body: slidePage() } });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    const title = screen.getByRole('heading', { level: 1, name: 'Les bons réflexes' });
    await user.click(title);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Résultat de la page' })).toHaveTextContent('Bonne réponse');
    later();
    // The key's repeats, once the correction shows: nothing.
    fireEvent.keyDown(title, { key: 'Enter', repeat: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(sentCalls(calls)).toEqual([`PATCH lessons/${lessonId}/pages/current`, `POST lessons/${lessonId}/pages/next`]);
  });

  it('shows the correction of a free answer checked with Enter in its field, which never moves on by itself', async () => {
    const freeAnswer = { ...exerciseContent, content: { sections: [{ id: 's1', rows: [{ id: 'fa', type: 'free-answer', question: '<p>Un verbe ?</p>' }] }] } };
    const page = checkingFirst({ content: freeAnswer });
    const corrections = { fa: { kind: 'text', good: false, wrong: true, expected: ['sourire'] } };
    const { calls } = mockApi({
      ...baseAnswers,
      [current]: { body: page },
      [patch]: { body: answered(page, { kind: 'incorrect', answerRatios: { fa: 0 }, scoring: { actual: 0, max: 100 }, corrections }) },
      [next]: { body: slidePage() },
    });
    const { router } = await open();
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: /Un verbe/ });
    await user.type(field, 'écouter{Enter}');
    const result = await screen.findByRole('region', { name: 'Résultat de la page' });
    expect(result).toHaveTextContent('Mauvaise réponse');
    expect(screen.getByText(/sourire/)).toBeInTheDocument();
    // Enter in the field once more, past Next's debounce: the field is locked, and the page stays.
    later();
    fireEvent.keyDown(field, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field).toBeDisabled();
    expect(router.state.location.pathname).toBe(`/session/${lessonId}`);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(sentCalls(calls)).toEqual([`PATCH lessons/${lessonId}/pages/current`, `POST lessons/${lessonId}/pages/next`]);
  });

  it('answers and moves on at once, in one request, where the course type asks for straight-through Next', async () => {
    const page = lessonPage({ course: { ...lessonPage().course, nextChecksFirst: false } });
    const { calls } = mockApi({ ...baseAnswers, [current]: { body: page }, [answerAndNext]: answerAndNextAnswer(answered(page), { next: slidePage() }) });
    const { router } = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Sourire/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/${lessonId}/page/page-3`));
    expect(sentCalls(calls)).toEqual([`POST lessons/${lessonId}/pages/answer-and-next`]);
  });
});
