import type { PageCorrection } from '@espace/contracts/correction';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lessonContentBundles } from '../../../components/lesson-content/lesson-content-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { readToken, saveSession } from '../../../lib/session-storage';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { demoContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { sessionWaitMs } from '../hooks/use-trainer-session';
import { CorrectionPage } from './correction-page';

const backoffice = 'http://backoffice.localhost:3001';
const pageId = '11111111-1111-4111-8111-111111111111';

const correction = (answered: boolean): PageCorrection => ({
  learner: { id: 'u1', displayName: 'Léa Martin' },
  classId: 'k1',
  lessonId: 'l1',
  answeredPages: { previous: null, next: { lessonId: 'l2', pageId: 'p2' }, position: 1, total: 2 },
  courseTitle: 'Accueillir un client',
  nodeTitle: 'Les bons réflexes',
  page: {
    id: pageId,
    lessonId: 'l1',
    nodeId: 'n1',
    nodeTitle: 'Les bons réflexes',
    sectionId: null,
    sectionTitle: null,
    course: { id: 'c1', title: 'Accueillir un client', icon: null, language: 'fr', certifying: false, nextChecksFirst: false },
    position: 2,
    count: 6,
    state: 'ACTIVE',
    progress: answered ? 'COMPLETED' : 'ONGOING',
    blockType: 'exercice',
    content: {
      type: 'exercice',
      content: {
        sections: [
          {
            id: 's',
            rows: [
              {
                id: 'mc',
                type: 'multiple-choice',
                question: '<p>Quels réflexes ?</p>',
                choices: [
                  { id: 'a', value: 'Sourire' },
                  { id: 'b', value: 'Saluer' },
                  { id: 'c', value: 'Ignorer' },
                ],
              },
            ],
          },
        ],
      },
    },
    inputs: answered ? { answers: { mc: { userAnswer: ['a', 'c'] } } } : null,
    results: answered
      ? {
          answerRatios: { mc: 0.5 },
          kind: 'partialy_correct',
          feedbacks: [],
          hints: { messages: [], remaining: 0, nextMalus: 0 },
          scoring: { actual: 5, max: 10 },
          corrections: {
            mc: {
              kind: 'choices',
              marks: [
                { id: 'a', expected: true, good: true, wrong: false },
                { id: 'b', expected: true, good: false, wrong: false },
                { id: 'c', expected: false, good: false, wrong: true },
              ],
            },
          },
        }
      : null,
    hints: { messages: [], remaining: 0, nextMalus: 0 },
    timeLimit: null,
    remainingSeconds: null,
    startedAt: '2026-11-20T10:00:00.000Z',
    answeredAt: answered ? '2026-11-20T10:01:00.000Z' : null,
    tools: { calculator: false },
    resourcesCount: 0,
    isLastPage: false,
    lesson: {
      id: 'l1',
      state: 'AVAILABLE',
      progress: 'ONGOING',
      scoring: { global: { actual: 5, max: 10 } },
      progression: 0.3,
      timeLimit: null,
      remainingSeconds: null,
      certificationRef: null,
      isEndOfProgram: false,
      programId: 'p1',
      actions: { interactive: [], unlockedLessons: [] },
    },
    outline: [],
    terms: [],
    figures: null,
  },
  sco: null,
});

const routes = [
  { path: 'correction/:pageId?', element: <CorrectionPage hostsBackoffice={backoffice} /> },
  { path: 'correction/:lessonId/page/:pageId', element: <CorrectionPage hostsBackoffice={backoffice} /> },
  { path: '403', element: <p>page 403</p> },
  { path: '404', element: <p>page 404</p> },
];

const trainerToken = fakeToken({ sub: 'trainer', iat: 1, exp: 4_000_000_000 });
const postFrom = (origin: string, data: unknown) => act(() => window.dispatchEvent(new MessageEvent('message', { origin, data })));

beforeAll(async () => {
  await Promise.all([
    registerFeatureBundles(import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' })),
    registerFeatureBundles(lessonContentBundles),
  ]);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CorrectionPage', () => {
  it('shows a SCORM page’s activity as its learner left it: where it stands, the time spent, each question and the answers', async () => {
    saveSession(trainerToken);
    const sco: NonNullable<PageCorrection['sco']> = {
      completion: 'completed',
      success: 'passed',
      score: { scaled: 0.85, raw: 85, min: 0, max: 100 },
      totalSeconds: 330,
      interactions: [{ id: 'q1', type: 'choice', description: 'Qui décroche ?', learnerResponse: 'b', result: 'correct', correctResponse: 'b' }],
    };
    mockApi({ [`GET pages/${pageId}/correction`]: { body: { ...correction(true), sco } } });
    await renderRoutes(routes, { path: `/correction/l1/page/${pageId}`, context: demoContext });
    const section = await screen.findByRole('region', { name: 'Activité SCORM' });
    expect(within(section).getByText('Réussie')).toBeVisible();
    expect(within(section).getByText('85 %')).toBeVisible();
    const table = within(section).getByRole('table', { name: 'Questions enregistrées par l’activité' });
    expect(within(table).getByRole('rowheader', { name: 'Qui décroche ?' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['b', 'correct', 'b']);
  });

  it("shows the learner, the score, the legend addressed to the trainer and the learner's marked answers, read only", async () => {
    saveSession(trainerToken);
    const { calls } = mockApi({ [`GET pages/${pageId}/correction`]: { body: correction(true) } });
    await renderRoutes(routes, { path: `/correction/l1/page/${pageId}`, context: demoContext });
    expect(await screen.findByRole('heading', { level: 1, name: 'Correction\u00a0: Les bons réflexes' })).toBeVisible();
    expect(screen.getByText('Léa Martin')).toBeVisible();
    expect(screen.getByText('5 / 10 points')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Légende de la correction' })).toBeVisible();
    // Its samples are the marks themselves: the same words as beside the answers.
    const legend = screen.getByText('L’apprenant a donné cette bonne réponse.').closest('ul') as HTMLElement;
    expect(within(legend).getByText('Mauvaise réponse')).toBeVisible();
    // The legend speaks to the trainer about the learner's answers, not to a "vous" who answered.
    expect(screen.getByText('L’apprenant a donné cette réponse, elle est fausse.')).toBeVisible();
    expect(screen.queryByText('Vous avez donné cette réponse, elle est fausse.')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Sourire/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Ignorer/ })).toBeDisabled();
    expect(calls[0]?.url).toContain('lessonId=l1');
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${trainerToken}`);
  });

  it('says when the page is not answered yet', async () => {
    saveSession(trainerToken);
    mockApi({ [`GET pages/${pageId}/correction`]: { body: correction(false) } });
    await renderRoutes(routes, { path: `/correction/${pageId}`, context: demoContext });
    expect(await screen.findByText('Cette page n’a pas encore reçu de réponse.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Légende de la correction' })).toBeNull();
  });

  it('takes the session and the page from the back-office messages, and ignores another origin', async () => {
    const { calls } = mockApi({ [`GET pages/${pageId}/correction`]: { body: correction(true) } });
    await renderRoutes(routes, { path: '/correction', context: demoContext });
    expect(screen.getByRole('status')).toHaveTextContent('En attente de la session de l’administration…');
    await postFrom('http://127.0.0.1:3001', { type: 'espace:session', accessToken: trainerToken });
    expect(await screen.findByRole('alert')).toHaveTextContent('L’administration se trouve à une origine inattendue.');
    expect(readToken()).toBeNull();
    await postFrom(backoffice, { type: 'espace:session', accessToken: trainerToken });
    expect(await screen.findByText('En attente de la page à corriger…')).toBeVisible();
    await postFrom(backoffice, { type: 'espace:correction', pageId });
    expect(await screen.findByText('Léa Martin')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('answers an unreadable session token with espace:error BAD_REQUEST and keeps waiting', async () => {
    mockApi({});
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    await renderRoutes(routes, { path: `/correction/${pageId}`, context: demoContext });
    await postFrom(backoffice, { type: 'espace:session', accessToken: 'not-a-jwt' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'espace:error', code: 'BAD_REQUEST' }, backoffice);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'espace:ready', screen: 'correction' }, backoffice);
    expect(readToken()).toBeNull();
    expect(screen.getByText('En attente de la session de l’administration…')).toBeVisible();
  });

  it('goes to /404 for an unknown page and /403 for a refused trainer', async () => {
    saveSession(trainerToken);
    mockApi({
      [`GET pages/${pageId}/correction`]: { status: 404, body: { code: 'MODEL_NOT_FOUND', title: 'Not found', message: 'x' } },
      'GET pages/22222222-2222-4222-8222-222222222222/correction': { status: 403, body: { code: 'Forbidden', title: 'Forbidden', message: 'x' } },
    });
    const unknown = await renderRoutes(routes, { path: `/correction/${pageId}`, context: demoContext });
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/404'));
    unknown.unmount();
    const refused = await renderRoutes(routes, { path: '/correction/22222222-2222-4222-8222-222222222222', context: demoContext });
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/403'));
  });

  it('goes to /403 when no session arrives in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    const view = await renderRoutes(routes, { path: `/correction/${pageId}`, context: demoContext });
    await act(() => vi.advanceTimersByTimeAsync(sessionWaitMs + 100));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/403'));
  });
});
