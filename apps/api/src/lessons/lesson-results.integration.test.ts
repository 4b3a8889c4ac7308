import { lessonResultsSchema } from '@espace/contracts/lesson-results';
import { type LessonPage, lessonPageSchema } from '@espace/contracts/lessons';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { learnerClient, type LearnerClient, startLessonTestApp } from '../test/lesson-test-client';
import type { TestApp } from '../test/test-app';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';

let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
let other: LearnerClient;
const pageIds: Record<string, string> = {};

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp());
  await insertSecondLearner(testApp.testDatabase.database, course, 'second-results@demo.test');
  other = await learnerClient(testApp.app, 'second-results@demo.test');
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const lessonUrl = (path: string, lessonId = course.lessonId) => `/api/lessons/${lessonId}${path}`;
const page = (body: Record<string, unknown>) => lessonPageSchema.parse(body);

/** The test course's answers: one of two right choices (partly), a wrong free answer, a right one. */
const answersByNode = (): Record<string, unknown> => ({
  [course.nodes.choice]: { mc: { userAnswer: ['n15'] } },
  [course.nodes.timed]: { fa: { userAnswer: 'faux' } },
  [course.nodes.multiB]: { fb: { userAnswer: 'oui' } },
});

/** Plays the lesson page by page to its end, each exercise answered as `answersByNode` says. */
async function playToEnd(): Promise<void> {
  let current: LessonPage = page((await learner.call('GET', lessonUrl('/pages/current'))).body);
  for (let step = 0; step < 12; step += 1) {
    pageIds[current.nodeId] = current.id;
    const answers = answersByNode()[current.nodeId];
    if (answers !== undefined) expect((await learner.call('PATCH', lessonUrl('/pages/current'), { inputs: { answers } })).status).toBe(200);
    const next = await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${current.id}`));
    if (next.status === 404 && next.body.code === 'NO_LESSON_PAGE_AVAILABLE') return;
    expect(next.status).toBe(200);
    current = page(next.body);
  }
  throw new Error('the lesson did not end');
}

describe('GET lessons/:id/results and pages/:pageId/review', () => {
  it('refuses a lesson not ended yet, with a code the web follows back to the lesson', async () => {
    const early = await learner.call('GET', lessonUrl('/results'));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('LESSON_NOT_ENDED');
  });

  it('gives the score, medal, time, each exercise page with its outcome and points, badges and the end data', async () => {
    await playToEnd();
    await db().query('UPDATE lessons SET time_spent = 754 WHERE id = $1', [course.lessonId]);
    const response = await learner.call('GET', lessonUrl('/results'));
    expect(response.status).toBe(200);
    const results = lessonResultsSchema.parse(response.body);
    expect(results.course).toMatchObject({ id: course.courseId, title: 'Cours test', certifying: true });
    expect(results.timeSpent).toBe(754);
    // 50 + 0 + 100 out of 300: a ratio of 0.5, silver.
    expect(results.end).toMatchObject({ lessonId: course.lessonId, state: 'DONE', progress: 'COMPLETED', scoring: { global: { actual: 150, max: 300 } } });
    expect(results.end.certificationRef).toMatch(/^CERT-/);
    expect(results.end.actions.interactive).toHaveLength(1);
    expect(results.medal).toBe('silver');
    // The slides are left out; the exercises in course order, with their section.
    expect(results.pages).toEqual([
      {
        nodeId: course.nodes.choice,
        pageId: pageIds[course.nodes.choice],
        title: 'block 1',
        sectionTitle: 'container 0',
        blockType: 'exercice',
        outcome: 'partly',
        score: { actual: 50, max: 100 },
        reviewable: true,
      },
      expect.objectContaining({ nodeId: course.nodes.timed, outcome: 'wrong', score: { actual: 0, max: 100 }, reviewable: true }),
      expect.objectContaining({ nodeId: course.nodes.multiB, title: 'block 1', outcome: 'right', score: { actual: 100, max: 100 }, reviewable: true }),
    ]);
    const pi = results.badges.find((badge) => badge.type === 'pi');
    const job = results.badges.find((badge) => badge.type === 'job');
    // The job is the test course's own category: this lesson is all its points, so its medal came with it.
    expect(job).toMatchObject({ title: expect.stringMatching(/^Tests /), level: 'silver', before: 'none', earned: true });
    expect(pi).toMatchObject({ title: null });
  });

  it('reads the results in a fixed number of statements, none of them per page', async () => {
    const queries = vi.spyOn(db(), 'query');
    const response = await learner.call('GET', lessonUrl('/results'));
    // The reads of the results alone: not the session's check, nor what the job queue and the ping
    // buffer send meanwhile (they write, or poll their own schema).
    const reads = queries.mock.calls
      .map(([sql]) => sql.trim())
      .filter((sql) => sql.startsWith('SELECT') && !sql.includes(JOBS_SCHEMA) && !/FROM sessions\b/.test(sql));
    queries.mockRestore();
    expect(response.status).toBe(200);
    // The lesson with its pages in one statement, the learner's scores and the job's name; the
    // course tree, and the tenant, when this process's caches do not hold them (a slow run outlives
    // them). Each once: no statement per page.
    const listed = reads.map((sql) => sql.replace(/\s+/g, ' ').slice(0, 80)).join('\n');
    expect(reads.length, listed).toBeGreaterThanOrEqual(3);
    expect(reads.length, listed).toBeLessThanOrEqual(6);
    expect(reads.filter((sql) => sql.includes('json_agg(p ORDER BY p.position)'))).toHaveLength(1);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('shows an answered page read only, with its answers, results and the expected answers', async () => {
    const before = await db().query('SELECT current_node_id, updated_at FROM lessons WHERE id = $1', [course.lessonId]);
    const response = await learner.call('GET', lessonUrl(`/pages/${pageIds[course.nodes.choice]}/review`));
    expect(response.status).toBe(200);
    const review = page(response.body);
    expect(review).toMatchObject({ id: pageIds[course.nodes.choice], inputs: { answers: { mc: { userAnswer: ['n15'] } } } });
    expect(review.results).toMatchObject({ kind: 'partialy_correct', scoring: { actual: 50, max: 100 } });
    expect(review.results?.corrections.mc).toMatchObject({
      kind: 'choices',
      marks: expect.arrayContaining([expect.objectContaining({ id: 'n18', expected: true })]),
    });
    // Its outline gives each answered page its points, for the course tree.
    const outline = review.outline.flatMap((section) => section.pages);
    expect(outline.find((entry) => entry.nodeId === course.nodes.choice)?.score).toEqual({ actual: 50, max: 100 });
    expect(outline.find((entry) => entry.nodeId === course.nodes.slide)?.score).toEqual({ actual: 0, max: 0 });
    // Reviewing moves nothing.
    expect(await db().query('SELECT current_node_id, updated_at FROM lessons WHERE id = $1', [course.lessonId])).toEqual(before);
  });

  it('answers 404 for another learner’s lesson and for a page the lesson does not have', async () => {
    const results = await other.call('GET', lessonUrl('/results'));
    expect(results.status).toBe(404);
    expect(results.body.code).toBe('NOT_FOUND');
    const review = await other.call('GET', lessonUrl(`/pages/${pageIds[course.nodes.choice]}/review`));
    expect(review.status).toBe(404);
    const [othersLesson] = await db().query<{ id: string }>(
      `SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id WHERE u.email = 'second-results@demo.test' AND l.course_id = $1`,
      [course.courseId],
    );
    const foreignPage = await learner.call('GET', lessonUrl(`/pages/${pageIds[course.nodes.choice]}/review`, othersLesson?.id));
    expect(foreignPage.status).toBe(404);
    const unknownPage = await learner.call('GET', lessonUrl('/pages/00000000-0000-4000-8000-000000000000/review'));
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.body.code).toBe('MODEL_NOT_FOUND');
  });

  it('refuses to review a page of a lesson not ended', async () => {
    const opened = page((await learner.call('GET', lessonUrl('/pages/current', course.nextLessonId))).body);
    const review = await learner.call('GET', lessonUrl(`/pages/${opened.id}/review`, course.nextLessonId));
    expect(review.status).toBe(409);
    expect(review.body.code).toBe('LESSON_NOT_ENDED');
  });
});

describe('the results of a lesson the learner can no longer play', () => {
  /** A fresh copy of the test course, opened and played to its choice page, answered with `choice`. */
  async function answerTheChoice(options: { lessonTimeLimit?: number }, choice: string[]): Promise<{ lesson: TestCourse; choicePageId: string }> {
    const lesson = await insertTestCourse(db(), options);
    // A timed lesson's clock starts when the learner says so (docs/product/lessons.md, timed lessons).
    const slide = page((await learner.call('GET', lessonUrl(options.lessonTimeLimit ? '/pages/current?start=true' : '/pages/current', lesson.lessonId))).body);
    const choicePage = page((await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${slide.id}`, lesson.lessonId))).body);
    expect(choicePage.nodeId).toBe(lesson.nodes.choice);
    const answer = await learner.call('PATCH', lessonUrl('/pages/current', lesson.lessonId), { inputs: { answers: { mc: { userAnswer: choice } } } });
    expect(answer.status).toBe(200);
    return { lesson, choicePageId: choicePage.id };
  }

  const stateOf = async (lessonId: string) => (await db().query<{ state: string }>('SELECT state FROM lessons WHERE id = $1', [lessonId]))[0]?.state;

  it('gives a lesson whose time ran out its results, the pages left unanswered, before any call records it and after', async () => {
    const { lesson, choicePageId } = await answerTheChoice({ lessonTimeLimit: 60 }, ['n15']);
    await db().query(`UPDATE lessons SET started_at = started_at - interval '2 minutes' WHERE id = $1`, [lesson.lessonId]);
    const read = async () => {
      const response = await learner.call('GET', lessonUrl('/results', lesson.lessonId));
      expect(response.status).toBe(200);
      return lessonResultsSchema.parse(response.body);
    };
    const early = await read();
    // Read as the timer left it, and nothing written: the lesson's next play call records it.
    expect(early.end).toMatchObject({ lessonId: lesson.lessonId, state: 'SKIPPED', certificationRef: null, scoring: { global: { actual: 50 } } });
    expect(early.pages.map((entry) => [entry.nodeId, entry.outcome, entry.reviewable])).toEqual([
      [lesson.nodes.choice, 'partly', true],
      [lesson.nodes.timed, 'unanswered', false],
      [lesson.nodes.multiB, 'unanswered', false],
    ]);
    expect(await stateOf(lesson.lessonId)).toBe('AVAILABLE');
    const review = await learner.call('GET', lessonUrl(`/pages/${choicePageId}/review`, lesson.lessonId));
    expect(review.status).toBe(200);
    expect(page(review.body).results).toMatchObject({ kind: 'partialy_correct', scoring: { actual: 50, max: 100 } });

    const played = await learner.call('GET', lessonUrl('/pages/current', lesson.lessonId));
    expect(played.body.code).toBe('LESSON_SKIPPED');
    expect(await stateOf(lesson.lessonId)).toBe('SKIPPED');
    expect(await read()).toEqual(early);
    expect((await learner.call('GET', lessonUrl('/end', lesson.lessonId))).body).toMatchObject({ state: 'SKIPPED' });
  });

  it('gives a lesson whose class program closed before it ended its results, its end data and its pages in review', async () => {
    const { lesson, choicePageId } = await answerTheChoice({}, ['n15', 'n18']);
    await db().query(`UPDATE class_programs SET expire_at = now() - interval '1 day' WHERE id = $1`, [lesson.classProgramId]);
    const played = await learner.call('GET', lessonUrl('/pages/current', lesson.lessonId));
    expect(played.body.code).toBe('LESSON_SKIPPED');
    expect(await stateOf(lesson.lessonId)).toBe('EXPIRED');
    const response = await learner.call('GET', lessonUrl('/results', lesson.lessonId));
    expect(response.status).toBe(200);
    const results = lessonResultsSchema.parse(response.body);
    expect(results.end).toMatchObject({ state: 'EXPIRED', progress: 'ONGOING', certificationRef: null, scoring: { global: { actual: 100 } } });
    expect(results.pages.map((entry) => [entry.nodeId, entry.outcome, entry.reviewable])).toEqual([
      [lesson.nodes.choice, 'right', true],
      [lesson.nodes.timed, 'unanswered', false],
      [lesson.nodes.multiB, 'unanswered', false],
    ]);
    expect((await learner.call('GET', lessonUrl('/end', lesson.lessonId))).status).toBe(200);
    const review = await learner.call('GET', lessonUrl(`/pages/${choicePageId}/review`, lesson.lessonId));
    expect(review.status).toBe(200);
    expect(page(review.body).results).toMatchObject({ kind: 'correct' });
  });
});
