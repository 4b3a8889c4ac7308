import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import type { TestApp } from '../test/test-app';
import { type LearnerClient, startLessonTestApp } from '../test/lesson-test-client';
import type { TestCourse } from '../test/test-course.fixture';
import { createLessonPagesRepository } from './lesson-pages-repository';

/**
 * The page summary the database keeps on each lesson (migrations/0011_lesson_page_summary.sql):
 * whatever writes the pages, the lesson's stored progress by node and last page moment are what
 * its live pages say.
 */
let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp());
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const lessonUrl = (path: string) => `/api/lessons/${course.lessonId}${path}`;

interface Summary {
  pageProgress: Record<string, string>;
  lastPageAt: number | null;
}

/** What the lesson keeps. */
async function stored(lessonId = course.lessonId, tx: Queryable = db()): Promise<Summary> {
  const [row] = await tx.query<{ page_progress: Record<string, string>; last_page_at: Date | null }>(
    'SELECT page_progress, last_page_at FROM lessons WHERE id = $1',
    [lessonId],
  );
  if (!row) throw new Error(`no lesson ${lessonId}`);
  return { pageProgress: row.page_progress, lastPageAt: row.last_page_at?.getTime() ?? null };
}

/** What its live pages say, read from them. */
async function fromPages(lessonId = course.lessonId, tx: Queryable = db()): Promise<Summary> {
  const rows = await tx.query<{ node_id: string; progress: string; at: Date }>(
    `SELECT node_id, progress, COALESCE(answered_at, started_at) AS at FROM lesson_pages WHERE lesson_id = $1 AND state <> 'ARCHIVED'`,
    [lessonId],
  );
  return {
    pageProgress: Object.fromEntries(rows.map((row) => [row.node_id, row.progress])),
    lastPageAt: rows.length === 0 ? null : Math.max(...rows.map((row) => row.at.getTime())),
  };
}

/**
 * What `look` saw inside a transaction that is then rolled back: the transaction's own statistics
 * count its writes and function calls, and the lesson is left as it was.
 */
async function inRolledBackTransaction<T>(look: (tx: Queryable) => Promise<T>): Promise<T> {
  const rolledBack = new Error('rolled back');
  let seen: T | undefined;
  await db()
    .transaction(async (tx) => {
      seen = await look(tx);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return seen as T;
}

describe("the lesson's page summary", () => {
  it('starts empty', async () => {
    expect(await stored()).toEqual({ pageProgress: {}, lastPageAt: null });
  });

  it('follows the lesson engine: a page opened is ONGOING, then COMPLETED once answered, at its answer', async () => {
    const opened = await learner.call('GET', lessonUrl('/pages/current'));
    expect(opened.status).toBe(200);
    const first = await stored();
    expect(first.pageProgress).toEqual({ [course.nodes.slide]: 'ONGOING' });
    expect(first.lastPageAt).not.toBeNull();

    expect((await learner.call('PATCH', lessonUrl('/pages/current'), {})).status).toBe(200);
    expect((await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${String(opened.body.id)}`))).status).toBe(200);
    const [answered] = await db().query<{ answered_at: Date }>('SELECT answered_at FROM lesson_pages WHERE id = $1', [opened.body.id]);
    const second = await stored();
    expect(second.pageProgress).toEqual({ [course.nodes.slide]: 'COMPLETED', [course.nodes.choice]: 'ONGOING' });
    expect(second.lastPageAt).toBeGreaterThanOrEqual(answered?.answered_at.getTime() ?? Infinity);
    expect(second).toEqual(await fromPages());
  });

  it("is written by a Next's own statement, with the answer and the page opened: the lesson's row once, not again for each page", async () => {
    const seen = await inRolledBackTransaction(async (tx) => {
      const pages = createLessonPagesRepository(tx);
      const [page] = (await pages.listLive(course.contextId, course.lessonId)).filter((live) => live.answeredAt === null);
      if (!page) throw new Error('no unanswered page');
      const [next] = await tx.query<{ block_id: string }>('SELECT block_id FROM course_nodes WHERE id = $1', [course.nodes.multiA]);
      const lessonUpdates = async () =>
        (await tx.query<{ count: number }>(`SELECT n_tup_upd::int AS count FROM pg_stat_xact_user_tables WHERE relname = 'lessons'`))[0]?.count ?? Number.NaN;
      // Counted before and after: the embedded database keeps earlier transactions' counts there.
      const updatesBefore = await lessonUpdates();
      const now = new Date();
      const results = {
        answerRatios: {},
        kind: null,
        feedbacks: [],
        hints: { messages: [], remaining: 0, nextMalus: 0 },
        scoring: { actual: 0, max: 0 },
        corrections: {},
      };
      const saved = await pages.answerAsReadAndOpen(
        course.contextId,
        page,
        { state: 'ACTIVE', inputs: { answers: {} }, results, submissionKey: null, now },
        {
          id: randomUUID(),
          lessonId: course.lessonId,
          nodeId: course.nodes.multiA,
          blockId: next?.block_id ?? '',
          position: 5,
          timeLimit: null,
          sheet: {},
          now,
        },
        { version: null, check: false },
      );
      const lessonWrites = (await lessonUpdates()) - updatesBefore;
      return {
        nodeId: page.nodeId,
        opened: saved?.opened !== null,
        lessonWrites,
        summary: await stored(course.lessonId, tx),
        pages: await fromPages(course.lessonId, tx),
      };
    });
    expect(seen.opened).toBe(true);
    expect(seen.summary.pageProgress).toMatchObject({ [seen.nodeId]: 'COMPLETED', [course.nodes.multiA]: 'ONGOING' });
    expect(seen.summary).toEqual(seen.pages);
    expect(seen.lessonWrites).toBe(1);
  });

  it('changes for none of what it does not read: time spent, hints', async () => {
    const before = await db().query<{ xmin: string }>('SELECT xmin::text FROM lessons WHERE id = $1', [course.lessonId]);
    await db().query('UPDATE lesson_pages SET time_spent = time_spent + 5, hints_used = hints_used WHERE lesson_id = $1', [course.lessonId]);
    const after = await db().query<{ xmin: string }>('SELECT xmin::text FROM lessons WHERE id = $1', [course.lessonId]);
    // The lesson row was not written again.
    expect(after).toEqual(before);
  });

  it('follows writes made outside the engine: a bulk insert, a delete', async () => {
    await db().query(
      `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, started_at, answered_at)
       SELECT n.context_id, $1, n.id, n.block_id, 10, 'COMPLETED', now() - interval '1 hour', now() + interval '1 hour'
         FROM course_nodes n WHERE n.id = ANY($2::uuid[])`,
      [course.lessonId, [course.nodes.multiA, course.nodes.multiB]],
    );
    const inserted = await stored();
    expect(inserted.pageProgress).toMatchObject({ [course.nodes.multiA]: 'COMPLETED', [course.nodes.multiB]: 'COMPLETED' });
    expect(inserted).toEqual(await fromPages());

    await db().query('DELETE FROM lesson_pages WHERE lesson_id = $1 AND node_id = $2', [course.lessonId, course.nodes.multiB]);
    const deleted = await stored();
    expect(Object.keys(deleted.pageProgress)).not.toContain(course.nodes.multiB);
    expect(deleted).toEqual(await fromPages());
  });

  it("is recomputed once when a lesson's pages leave together (a reset archives them all), not once for each page", async () => {
    const seen = await inRolledBackTransaction(async (tx) => {
      await tx.query(`SET LOCAL track_functions = 'all'`);
      const recomputations = async () =>
        (await tx.query<{ count: number }>(`SELECT COALESCE(pg_stat_get_xact_function_calls('refresh_lesson_page_summary'::regproc), 0)::int AS count`))[0]
          ?.count ?? Number.NaN;
      // Counted before and after: the embedded database keeps earlier transactions' counts there.
      const before = await recomputations();
      const archived = await createLessonPagesRepository(tx).archiveOfLessons(course.contextId, [course.lessonId]);
      return { archived, recomputed: (await recomputations()) - before, summary: await stored(course.lessonId, tx) };
    });
    expect(seen.archived).toBeGreaterThan(1);
    expect(seen.summary).toEqual({ pageProgress: {}, lastPageAt: null });
    expect(seen.recomputed).toBe(1);
  });

  it('takes out only the pages that left, whichever way they leave: archived one by one, deleted, moved to another node', async () => {
    const seen = await inRolledBackTransaction(async (tx) => {
      const live = await createLessonPagesRepository(tx).listLive(course.contextId, course.lessonId);
      const [first, second, third] = live;
      if (!first || !second || !third) throw new Error(`three live pages expected, ${live.length} found`);
      const after: Summary[] = [];
      await tx.query(`UPDATE lesson_pages SET state = 'ARCHIVED' WHERE id = $1`, [first.id]);
      after.push(await stored(course.lessonId, tx), await fromPages(course.lessonId, tx));
      await tx.query(`UPDATE lesson_pages SET state = 'ARCHIVED', node_id = $2 WHERE id = $1`, [second.id, course.nodes.multiB]);
      after.push(await stored(course.lessonId, tx), await fromPages(course.lessonId, tx));
      // An archived page written again (its node no longer in the summary) changes nothing of it.
      await tx.query(`UPDATE lesson_pages SET progress = 'COMPLETED' WHERE id = $1`, [first.id]);
      after.push(await stored(course.lessonId, tx), await fromPages(course.lessonId, tx));
      await tx.query(`DELETE FROM lesson_pages WHERE id = $1`, [third.id]);
      after.push(await stored(course.lessonId, tx), await fromPages(course.lessonId, tx));
      return { nodes: [first.nodeId, second.nodeId, third.nodeId], after };
    });
    const [archived, archivedPages, moved, movedPages, rewritten, rewrittenPages, deleted, deletedPages] = seen.after;
    expect(Object.keys(archived?.pageProgress ?? {})).not.toContain(seen.nodes[0]);
    expect(archived).toEqual(archivedPages);
    expect(Object.keys(moved?.pageProgress ?? {})).not.toContain(seen.nodes[1]);
    expect(moved).toEqual(movedPages);
    expect(rewritten).toEqual(rewrittenPages);
    expect(deleted).toEqual({ pageProgress: {}, lastPageAt: null });
    expect(deleted).toEqual(deletedPages);
  });

  it('is empty again after a reset, which archives the pages', async () => {
    const reset = await learner.call('POST', `/api/class-programs/${course.classProgramId}/reset/me`);
    expect(reset.status).toBe(200);
    expect(await stored()).toEqual({ pageProgress: {}, lastPageAt: null });
    const [archived] = await db().query<{ count: number }>(`SELECT count(*)::int AS count FROM lesson_pages WHERE lesson_id = $1 AND state = 'ARCHIVED'`, [
      course.lessonId,
    ]);
    expect(archived?.count).toBeGreaterThan(0);
  });
});
