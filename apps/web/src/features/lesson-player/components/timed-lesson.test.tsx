import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { baseAnswers, lessonId, lessonPage, playerRoutes, preparePlayer } from '../../../test/lesson-fixtures';

const current = `GET lessons/${lessonId}/pages/current`;
const ping = `POST lessons/${lessonId}/ping`;
const open = (locale: 'fr' | 'en' = 'fr') => renderRoutes(playerRoutes, { path: `/session/${lessonId}`, locale });

/** The lesson's first page, opened with its 30 minutes just started; the page itself timed too. */
const started = lessonPage({
  timeLimit: 90,
  remainingSeconds: 90,
  lesson: { ...lessonPage().lesson, timeLimit: 1800, remainingSeconds: 1800 },
});
const notStarted = {
  status: 409,
  body: { code: 'TIMED_LESSON_NOT_STARTED', title: 'Timed lesson not started', message: '…', data: { timeLimit: 1800 } },
};

const startOf = (call: { url: string }) => new URL(call.url, 'http://localhost').searchParams.get('start');

/** pages/current as the server answers it: the question until the learner's go, then the page. */
function timedLessonApi() {
  const api = mockApi({
    ...baseAnswers,
    [current]: () => (api.calls.at(-1) && startOf(api.calls.at(-1)!) === 'true' ? { body: started } : notStarted),
    [ping]: { status: 204 },
  });
  return api;
}
let calls: ReturnType<typeof mockApi>['calls'] = [];
/** The `start` of each pages/current asked, in order. */
const starts = () => calls.filter((call) => call.path.endsWith('pages/current')).map(startOf);

describe('a timed lesson (docs/product/lessons.md#timed-lessons)', () => {
  beforeEach(preparePlayer);

  it('asks before its clock starts, saying its time in words, with nothing of the lesson shown', async () => {
    ({ calls } = timedLessonApi());
    await open();
    const dialog = await screen.findByRole('alertdialog', { name: 'Évaluation chronométrée' });
    expect(dialog).toHaveAccessibleDescription(/Ce module est chronométré\u00a0: vous aurez 30 minutes pour le terminer\./);
    expect(within(dialog).getByRole('button', { name: 'C’est parti' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(starts()).toEqual([null]);
  });

  it('goes back Home on « Plus tard », never asking for the start', async () => {
    ({ calls } = timedLessonApi());
    const { router } = await open();
    const dialog = await screen.findByRole('alertdialog', { name: 'Évaluation chronométrée' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Plus tard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(starts()).toEqual([null]);
    expect(sessionStorage.getItem(`timed-lesson-confirmed:${lessonId}`)).toBeNull();
  });

  it('goes back Home on Escape too', async () => {
    ({ calls } = timedLessonApi());
    const { router } = await open();
    await screen.findByRole('alertdialog', { name: 'Évaluation chronométrée' });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(starts()).toEqual([null]);
  });

  it('opens the lesson with the learner’s go on « C’est parti »: the countdown runs, the timed first page asks nothing more', async () => {
    ({ calls } = timedLessonApi());
    await open();
    const dialog = await screen.findByRole('alertdialog', { name: 'Évaluation chronométrée' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'C’est parti' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('1:30');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(starts()).toEqual([null, 'true']);
    expect(sessionStorage.getItem(`timed-lesson-confirmed:${lessonId}`)).toBe('1');
    expect(sessionStorage.getItem('timed-confirmed:node-2')).toBe('1');
  });

  it('remembers the go for the browser session: a reload asks nothing', async () => {
    ({ calls } = timedLessonApi());
    // As the go left them: the lesson's, and its timed first page's, started with it.
    sessionStorage.setItem(`timed-lesson-confirmed:${lessonId}`, '1');
    sessionStorage.setItem('timed-confirmed:node-2', '1');
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Évaluation chronométrée' })).not.toBeInTheDocument();
    expect(starts()).toEqual(['true']);
  });

  it('says it in English too', async () => {
    ({ calls } = timedLessonApi());
    await open('en');
    const dialog = await screen.findByRole('alertdialog', { name: 'Timed assessment' });
    expect(dialog).toHaveAccessibleDescription(/you will have 30 minutes to finish it/);
    expect(within(dialog).getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });
});

describe('an ended timed lesson, reviewed in the player', () => {
  beforeEach(async () => {
    await preparePlayer();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('shows no clock and sends no ping, whatever time its limits would leave', async () => {
    const ended = lessonPage({
      timeLimit: 90,
      remainingSeconds: 40,
      lesson: { ...lessonPage().lesson, state: 'DONE', progress: 'COMPLETED', timeLimit: 1800, remainingSeconds: 1200 },
    });
    ({ calls } = mockApi({ ...baseAnswers, [current]: { body: ended }, [ping]: { status: 204 } }));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeInTheDocument();
    // Nor is the timed page asked about: no clock is left to start.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/ping'))).toEqual([]);
  });

  it('while a lesson being played is pinged every 10 s', async () => {
    ({ calls } = mockApi({ ...baseAnswers, [current]: { body: lessonPage() }, [ping]: { status: 204 } }));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(calls.filter((call) => call.path.endsWith('/ping'))).toHaveLength(1);
  });
});
