import { type LessonPage, lessonPageSchema } from '@espace/contracts/lessons';
import { demoExtraClasses } from '../seed/learner-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';

/**
 * The seeded demo learner plays every demo course through the API alone, as
 * a client that knows nothing of the expected answers would: it answers each
 * row with the first choice it is offered.
 */
let testApp: TestApp;
let learner: LearnerClient;
let learnerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  learnerId = String((await learner.call('GET', '/api/users/me')).body.id);
});
afterAll(async () => {
  await testApp.close();
});

interface PublicRow {
  id: string;
  type: string;
  choices?: { id: string }[];
  tokens?: unknown[];
  slots?: { id: string; options: { id: string }[] }[];
  targets?: unknown[];
}

/** A well-shaped answer for every scored row of the page (docs/product/data-model.md#answers: userAnswer per row). */
function firstChoiceAnswers(page: LessonPage): Record<string, { userAnswer: unknown }> {
  const content = page.content as { sections?: { rows: PublicRow[] }[] };
  const answers: Record<string, { userAnswer: unknown }> = {};
  for (const row of (content.sections ?? []).flatMap((section) => section.rows)) {
    const first = row.choices?.[0]?.id;
    if ((row.type === 'multiple-choice' || row.type === 'image-cliquable') && first) answers[row.id] = { userAnswer: [first] };
    if (row.type === 'pick-words') answers[row.id] = { userAnswer: [0] };
    if (row.type === 'free-answer') answers[row.id] = { userAnswer: 'Bonjour' };
    if (row.type === 'combined-choice') {
      answers[row.id] = { userAnswer: Object.fromEntries((row.slots ?? []).map((slot) => [slot.id, slot.options[0]?.id ?? ''])) };
    }
    if (row.type === 'drag-n-drop') answers[row.id] = { userAnswer: (row.targets ?? []).map((_, index) => row.choices?.[index]?.id ?? null) };
  }
  return answers;
}

interface LessonRow {
  id: string;
  state: string;
  courseId: string;
  class: { name: string };
}

const extraClasses = new Set(demoExtraClasses.map((extra) => extra.name));

async function myLessons(): Promise<LessonRow[]> {
  const where = encodeURIComponent(JSON.stringify({ userId: learnerId }));
  const response = await learner.call('GET', `/api/lessons?where=${where}&include=class&limit=100`);
  expect(response.status).toBe(200);
  return (response.body as unknown as { items: LessonRow[] }).items.filter((lesson) => !extraClasses.has(lesson.class.name));
}

/** Plays a lesson to its end; returns the end data of NO_LESSON_PAGE_AVAILABLE and the block types met. */
async function playToTheEnd(lessonId: string) {
  const url = (path: string) => `/api/lessons/${lessonId}${path}`;
  // A learner who says go to every timed lesson (docs/product/lessons.md#timed-lessons).
  const opened = await learner.call('GET', url('/pages/current?start=true'));
  expect(opened.status, opened.text).toBe(200);
  let page = lessonPageSchema.parse(opened.body);
  const blockTypes = new Set<string>();
  const competencyWidgets: (NonNullable<LessonPage['figures']>['competency'] | undefined)[] = [];
  for (let step = 0; step < 100; step += 1) {
    blockTypes.add(page.blockType);
    const block = page.content as { content?: { sections?: { rows: PublicRow[] }[] } };
    const rows = (block.content?.sections ?? []).flatMap((section) => section.rows);
    if (rows.some((row) => row.type === 'competency-xp-earned')) competencyWidgets.push(page.figures?.competency);
    if (page.results === null) {
      const body = page.blockType === 'exercice' ? { inputs: { answers: firstChoiceAnswers(page) } } : {};
      const answered = await learner.call('PATCH', url('/pages/current'), body);
      expect(answered.status, answered.text).toBe(200);
      expect(answered.body).toHaveProperty('results');
    }
    const next = await learner.call('POST', url(`/pages/next?fromPageId=${page.id}`));
    if (next.status === 404) {
      expect(next.body.code).toBe('NO_LESSON_PAGE_AVAILABLE');
      return { end: next.body.data as Record<string, unknown>, blockTypes, competencyWidgets };
    }
    expect(next.status, next.text).toBe(200);
    page = lessonPageSchema.parse(next.body);
  }
  throw new Error(`lesson ${lessonId} did not end within 100 pages`);
}

describe('the demo learner plays every demo course through the API', () => {
  it('lists a lesson for every course of the demo programs right after seeding, the first ones AVAILABLE', async () => {
    const lessons = await myLessons();
    expect(lessons.length).toBeGreaterThanOrEqual(4);
    expect(lessons.filter((lesson) => lesson.state === 'AVAILABLE').length).toBeGreaterThanOrEqual(2);
  });

  it('plays each playable lesson to NO_LESSON_PAGE_AVAILABLE until every lesson is ended', async () => {
    const played = new Set<string>();
    const blockTypes = new Set<string>();
    const ends: Record<string, unknown>[] = [];
    const competencyWidgets: unknown[] = [];
    for (let round = 0; round < 10; round += 1) {
      const playable = (await myLessons()).filter((lesson) => lesson.state === 'AVAILABLE' && !played.has(lesson.id));
      if (playable.length === 0) break;
      for (const lesson of playable) {
        const { end, blockTypes: met, competencyWidgets: shown } = await playToTheEnd(lesson.id);
        competencyWidgets.push(...shown);
        played.add(lesson.id);
        met.forEach((type) => blockTypes.add(type));
        expect(end).toMatchObject({ state: 'DONE', progress: 'COMPLETED' });
        ends.push(end);
      }
    }
    const lessons = await myLessons();
    expect(lessons.every((lesson) => lesson.state === 'DONE')).toBe(true);
    expect(played.size).toBe(lessons.length);
    expect([...blockTypes].sort()).toEqual(['exercice', 'slide', 'tincan']);
    // 'Conclure une vente' is certifying, and finishing a whole program says so.
    expect(ends.some((end) => typeof end.certificationRef === 'string')).toBe(true);
    expect(ends.some((end) => end.isEndOfProgram === true)).toBe(true);
    // « Votre progression » names its competency: its widget shows the learner's points in it, never "no competency".
    expect(competencyWidgets).toEqual([expect.objectContaining({ title: 'Vente', points: expect.objectContaining({ actual: expect.any(Number) }) })]);
  });
});
