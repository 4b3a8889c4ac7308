import type { LessonResults } from '@espace/contracts/lesson-results';
import type { LessonEndData, LessonPage } from '@espace/contracts/lessons';
import { Outlet, type RouteObject, useRouteError } from 'react-router';
import { lessonContentBundles } from '../components/lesson-content/lesson-content-bundles';
import { viewerBundles } from '../components/viewers/viewer-bundles';
import { LessonActionsPage } from '../features/lesson-player/components/lesson-actions-page';
import { LessonPlayerPage } from '../features/lesson-player/components/lesson-player-page';
import { LessonQuestionsPage } from '../features/lesson-player/components/lesson-questions-page';
import { LessonResultsPage } from '../features/lesson-player/components/lesson-results-page';
import { PageReviewPage } from '../features/lesson-player/components/page-review-page';
import { scoreBundles } from '../components/score/score-bundles';
import { PlayerFrame } from '../features/lesson-player/components/player-frame';
import { errorCodeOf } from '../lib/errors/normalise-error';
import { registerFeatureBundles } from '../lib/i18n/i18n';
import { saveSession } from '../lib/session-storage';
import { fakeToken, type MockAnswer } from './api-mock';
import { learnerMe } from './fixtures';

export const lessonId = '11111111-1111-4111-8111-111111111111';

const summary: LessonPage['lesson'] = {
  id: lessonId,
  state: 'AVAILABLE',
  progress: 'ONGOING',
  scoring: { global: { actual: 0, max: 0 } },
  progression: 0.1,
  timeLimit: null,
  remainingSeconds: null,
  certificationRef: null,
  isEndOfProgram: false,
  programId: 'program-1',
  actions: { interactive: [], unlockedLessons: [] },
};

export const exerciseContent = {
  title: 'Les bons réflexes',
  type: 'exercice',
  content: {
    sections: [
      {
        id: 's1',
        rows: [
          {
            id: 'mc',
            type: 'multiple-choice',
            question: '<p>Quels réflexes ?</p>',
            choices: [
              { id: 'smile', value: 'Sourire' },
              { id: 'ignore', value: 'Ignorer' },
            ],
          },
        ],
      },
    ],
  },
};

/** Four pages in one section: the first answered, the second on screen, the others not opened. */
const outline: LessonPage['outline'] = [
  {
    id: 'section-1',
    title: 'Les premiers gestes',
    pages: [
      {
        nodeId: 'node-1',
        title: "Pourquoi l'accueil compte",
        pageId: 'page-1',
        state: 'answered',
        reachable: true,
        timeLimit: null,
        blockType: 'slide',
        score: { actual: 0, max: 0 },
      },
      { nodeId: 'node-2', title: 'Les bons réflexes', pageId: 'page-2', state: 'seen', reachable: true, timeLimit: null, blockType: 'exercice', score: null },
      { nodeId: 'node-3', title: 'La suite', pageId: null, state: 'new', reachable: false, timeLimit: null, blockType: 'slide', score: null },
      { nodeId: 'node-4', title: 'La fin', pageId: null, state: 'new', reachable: false, timeLimit: null, blockType: 'exercice', score: null },
    ],
  },
];

export function lessonPage(overrides: Partial<LessonPage> = {}): LessonPage {
  return {
    id: 'page-2',
    lessonId,
    nodeId: 'node-2',
    nodeTitle: 'Les bons réflexes',
    sectionId: 'section-1',
    sectionTitle: 'Les premiers gestes',
    course: { id: 'course-1', title: 'Accueillir un client', icon: 'communication', language: 'fr', certifying: false, nextChecksFirst: false },
    position: 1,
    count: 4,
    state: 'ACTIVE',
    progress: 'ONGOING',
    blockType: 'exercice',
    content: exerciseContent,
    inputs: null,
    results: null,
    hints: { messages: [], remaining: 0, nextMalus: 0 },
    timeLimit: null,
    remainingSeconds: null,
    startedAt: '2026-01-01T10:00:00.000Z',
    answeredAt: null,
    tools: { calculator: false },
    resourcesCount: 0,
    isLastPage: false,
    lesson: summary,
    outline,
    terms: [],
    figures: null,
    ...overrides,
  };
}

export const slidePage = (overrides: Partial<LessonPage> = {}) =>
  lessonPage({ id: 'page-3', nodeId: 'node-3', position: 2, blockType: 'slide', content: { title: 'La suite', content: { sections: [] } }, ...overrides });

export function answered(page: LessonPage, results: Partial<NonNullable<LessonPage['results']>> = {}): LessonPage {
  return {
    ...page,
    progress: 'COMPLETED',
    answeredAt: '2026-01-01T10:01:00.000Z',
    inputs: { answers: { mc: { userAnswer: ['smile'] } } },
    results: { answerRatios: { mc: 1 }, kind: 'correct', feedbacks: [], hints: page.hints, scoring: { actual: 100, max: 100 }, corrections: {}, ...results },
  };
}

const endData = (data: Partial<LessonEndData>): LessonEndData => ({
  lessonId,
  state: 'DONE',
  progress: 'COMPLETED',
  scoring: { global: { actual: 190, max: 300 } },
  certificationRef: null,
  isEndOfProgram: false,
  programId: 'program-1',
  actions: { interactive: [], unlockedLessons: [] },
  language: 'fr',
  ...data,
});

/** Next past the last page: the lesson ends, and the answer carries the end data. */
export function endOf(data: Partial<LessonEndData> = {}): MockAnswer {
  return { status: 404, body: { code: 'NO_LESSON_PAGE_AVAILABLE', title: 'No page', message: 'No page', data: endData(data) } };
}

/** POST pages/answer-and-next's answer: the page answered, and the page it opened or the end of the lesson it reached (or neither). */
export function answerAndNextAnswer(answeredPage: LessonPage, onward: { next?: LessonPage; end?: Partial<LessonEndData> } = {}): MockAnswer {
  return { body: { answered: answeredPage, next: onward.next ?? null, end: onward.end === undefined ? null : endData(onward.end) } };
}

/** GET lessons/:id/end of a finished lesson, as the end screens read it after a reload. */
export function endAnswer(data: Partial<LessonEndData> = {}): MockAnswer {
  return { body: endData(data) };
}

/**
 * An ended lesson's results (GET lessons/:id/results): 190 / 300, silver, 12 min 34 s; a right
 * exercise, a partly right one and a wrong one, the first two reviewable; the pi badge earned.
 */
function lessonResults(data: Partial<LessonResults> = {}, end: Partial<LessonEndData> = {}): LessonResults {
  return {
    course: { id: 'course-1', title: 'Accueillir un client', language: 'fr', certifying: false },
    medal: 'silver',
    timeSpent: 754,
    pages: [
      {
        nodeId: 'node-2',
        pageId: 'page-2',
        title: 'Les bons réflexes',
        sectionTitle: 'Les premiers gestes',
        blockType: 'exercice',
        outcome: 'right',
        score: { actual: 100, max: 100 },
        reviewable: true,
      },
      {
        nodeId: 'node-4',
        pageId: 'page-4',
        title: 'La fin',
        sectionTitle: 'Les premiers gestes',
        blockType: 'exercice',
        outcome: 'partly',
        score: { actual: 90, max: 100 },
        reviewable: true,
      },
      { nodeId: 'node-5', pageId: null, title: 'Le chrono', sectionTitle: null, blockType: 'exercice', outcome: 'unanswered', score: null, reviewable: false },
    ],
    badges: [
      { type: 'pi', title: null, icon: null, level: 'silver', before: 'bronze', earned: true },
      { type: 'job', title: 'Vente', icon: null, level: 'bronze', before: 'bronze', earned: false },
    ],
    end: endData(end),
    ...data,
  };
}

export function resultsAnswer(data: Partial<LessonResults> = {}, end: Partial<LessonEndData> = {}): MockAnswer {
  return { body: lessonResults(data, end) };
}

/** The API answers every player screen needs besides the page itself. */
export const baseAnswers: Record<string, MockAnswer> = {
  'GET users/me': { body: learnerMe },
};

/** A screen outside the player, named by its text. */
function Stub({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** What the embedded set's error element stands for here: the code of the error a screen threw. */
function ThrownStub() {
  return <Stub text={`Erreur ${errorCodeOf(useRouteError()) ?? 'inconnue'}`} />;
}

/** The session routes inside the player's frame, as app/routes/embedded-route.tsx lays them out. */
export const playerRoutes: RouteObject[] = [
  { path: '/', element: <Stub text="Accueil" /> },
  {
    errorElement: <ThrownStub />,
    element: (
      <PlayerFrame>
        <Outlet />
      </PlayerFrame>
    ),
    children: [
      { path: '/session/:id', element: <LessonPlayerPage />, children: [{ path: 'page/:pageId', element: null }] },
      { path: '/session/:id/resultats', element: <LessonResultsPage certificate={null} /> },
      { path: '/session/:id/resultats/page/:pageId', element: <PageReviewPage /> },
      { path: '/session/:id/actions', element: <LessonActionsPage /> },
      { path: '/session/:id/questions', element: <LessonQuestionsPage /> },
    ],
  },
  { path: '/evaluate/Program/:id', element: <Stub text="Évaluation" /> },
];

/** A signed-in learner with the player's texts registered. */
export async function preparePlayer() {
  // jsdom has no layout: the player's scroll to the top is a no-op here.
  window.scrollTo = () => undefined;
  saveSession(fakeToken({ sub: learnerMe.id, iat: 1, exp: 4_000_000_000 }));
  await Promise.all([
    registerFeatureBundles(import.meta.glob<Record<string, unknown>>('../features/lesson-player/locales/*.json', { import: 'default' })),
    registerFeatureBundles(lessonContentBundles),
    registerFeatureBundles(viewerBundles),
    registerFeatureBundles(scoreBundles),
  ]);
}
