import { answerAndNextSchema, lessonPageSchema } from '@espace/contracts/lessons';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LearnerClient, startLessonTestApp } from '../test/lesson-test-client';
import type { TestApp } from '../test/test-app';
import type { TestCourse } from '../test/test-course.fixture';

// docs/lesson-engine.md#kept-plays. The app counts its statements here, so it does not check each
// kept play against a second read as every other test app does.
let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp({ verifyKeptPlays: false }));
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const lessonUrl = (path: string) => `/api/lessons/${course.lessonId}${path}`;
const answerAndNext = (fromPageId: string, body: unknown) => learner.call('POST', lessonUrl(`/pages/answer-and-next?fromPageId=${fromPageId}`), body);
const playVersion = async () => (await db().query<{ v: string }>('SELECT play_version::text AS v FROM lessons WHERE id = $1', [course.lessonId]))[0]?.v;
const pageRow = async (nodeId: string) =>
  (
    await db().query<{ id: string; answered_at: Date | null }>(
      `SELECT id, answered_at FROM lesson_pages WHERE lesson_id = $1 AND node_id = $2 AND state <> 'ARCHIVED'`,
      [course.lessonId, nodeId],
    )
  )[0];

/** The statements a call sends that read or write the learner's lesson or its pages. */
async function lessonStatementsOf<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const queries = vi.spyOn(db(), 'query');
  try {
    const result = await call();
    const statements = queries.mock.calls.map(([sql]) => sql.trim()).filter((sql) => /\blesson_pages\b|\blessons\b/.test(sql));
    return { result, statements };
  } finally {
    queries.mockRestore();
  }
}

describe('a learner’s play kept between page turns', () => {
  it('turns a page in one statement from the play the last request left: no read of the lesson', async () => {
    const slide = lessonPageSchema.parse((await learner.call('GET', lessonUrl('/pages/current'))).body);
    const { result, statements } = await lessonStatementsOf(() => answerAndNext(slide.id, {}));
    expect(result.status).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^WITH saved AS[\s\S]*INSERT INTO lesson_pages/);
    expect(answerAndNextSchema.parse(result.body).next?.nodeId).toBe(course.nodes.choice);
  });

  it('is not changed by ping time: the next page turn is still one statement', async () => {
    const choice = await pageRow(course.nodes.choice);
    const before = await playVersion();
    await db().query('UPDATE lessons SET time_spent = time_spent + 5, time_alive = time_alive + 5 WHERE id = $1', [course.lessonId]);
    await db().query('UPDATE lesson_pages SET time_spent = time_spent + 5, time_alive = time_alive + 5 WHERE id = $1', [choice?.id]);
    expect(await playVersion()).toBe(before);
    const { result, statements } = await lessonStatementsOf(() =>
      answerAndNext(choice?.id ?? '', { inputs: { answers: { mc: { userAnswer: ['n15', 'n18'] } } } }),
    );
    expect(result.status).toBe(200);
    expect(answerAndNextSchema.parse(result.body).answered.results).toMatchObject({ kind: 'correct', scoring: { actual: 100, max: 100 } });
    expect(statements).toHaveLength(1);
  });

  it('is read again when another process changed a page: the learner is answered from the lesson as it is', async () => {
    // The timed page, opened; then a hint used elsewhere (another process, another tab) before the answer.
    const timed = lessonPageSchema.parse((await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${(await pageRow(course.nodes.choice))?.id}`))).body);
    const before = await playVersion();
    await db().query('UPDATE lesson_pages SET hints_used = hints_used + 1 WHERE id = $1', [timed.id]);
    expect(await playVersion()).not.toBe(before);
    const { result, statements } = await lessonStatementsOf(() => answerAndNext(timed.id, { inputs: { answers: { fa: { userAnswer: 'SECRET-112' } } } }));
    expect(result.status).toBe(200);
    // The kept play's write found the lesson changed and wrote nothing; the play read again, then the write.
    expect(statements.map((sql) => sql.slice(0, 40))).toEqual([
      expect.stringMatching(/^WITH saved AS/),
      expect.stringMatching(/^SELECT lesson\.\*/),
      expect.stringMatching(/^WITH saved AS/),
    ]);
    const { answered, next } = answerAndNextSchema.parse(result.body);
    expect(answered.id).toBe(timed.id);
    expect(next?.nodeId).toBe(course.nodes.multiA);
  });

  it('shows the current page again from the kept play, checked by a statement that reads neither the lesson nor its pages; read again once changed', async () => {
    const multiA = await pageRow(course.nodes.multiA);
    const shown = await lessonStatementsOf(() => learner.call('GET', lessonUrl('/pages/current')));
    expect(shown.result.status).toBe(200);
    expect(lessonPageSchema.parse(shown.result.body).id).toBe(multiA?.id);
    expect(shown.statements).toHaveLength(1);
    expect(shown.statements[0]).toMatch(/^SELECT \(\$4::text IS NULL OR EXISTS[\s\S]*l\.play_version = \$3::bigint/);
    expect(shown.statements[0]).not.toMatch(/json_agg|lesson_pages/);

    await db().query('UPDATE lesson_pages SET hints_used = hints_used + 1 WHERE id = $1', [multiA?.id]);
    const changed = await lessonStatementsOf(() => learner.call('GET', lessonUrl('/pages/current')));
    expect(changed.result.status).toBe(200);
    expect(lessonPageSchema.parse(changed.result.body).id).toBe(multiA?.id);
    expect(changed.statements.map((sql) => sql.slice(0, 40))).toEqual([
      expect.stringMatching(/^SELECT \(\$4::text IS NULL/),
      expect.stringMatching(/^SELECT lesson\.\*/),
    ]);
  });

  it('is read again when the class program closed meanwhile: the page turn is refused and nothing is answered', async () => {
    const multiA = await pageRow(course.nodes.multiA);
    await db().query(`UPDATE class_programs SET start_at = NULL, expire_at = now() - interval '1 day' WHERE id = $1`, [course.classProgramId]);
    try {
      const response = await answerAndNext(multiA?.id ?? '', {});
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('LESSON_SKIPPED');
      expect((await pageRow(course.nodes.multiA))?.answered_at).toBeNull();
    } finally {
      await db().query(`UPDATE class_programs SET expire_at = NULL WHERE id = $1`, [course.classProgramId]);
    }
  });
});

describe('the play version (migration 0021)', () => {
  it('moves with every change of the lesson or its pages a play reads, and with no ping time', async () => {
    const changes: [string, string, boolean][] = [
      ['ping time of the lesson', 'UPDATE lessons SET time_spent = time_spent + 1, updated_at = now() WHERE id = $1', false],
      ['ping time of a page', 'UPDATE lesson_pages SET time_alive = time_alive + 1 WHERE lesson_id = $1', false],
      ['the lesson’s score', `UPDATE lessons SET scoring = '{"global": {"actual": 1, "max": 1}}' WHERE id = $1`, true],
      ['a page’s sheet', `UPDATE lesson_pages SET sheet = sheet || '{"tincanScaled": 0.5}' WHERE lesson_id = $1 AND state <> 'ARCHIVED'`, true],
      ['pages archived', `UPDATE lesson_pages SET state = 'ARCHIVED' WHERE lesson_id = $1 AND state <> 'ARCHIVED'`, true],
      ['a page deleted', `DELETE FROM lesson_pages WHERE id = (SELECT id FROM lesson_pages WHERE lesson_id = $1 LIMIT 1)`, true],
    ];
    for (const [change, sql, moves] of changes) {
      const before = await playVersion();
      await db().query(sql, [course.lessonId]);
      expect({ change, moved: (await playVersion()) !== before }).toEqual({ change, moved: moves });
    }
  });
});
