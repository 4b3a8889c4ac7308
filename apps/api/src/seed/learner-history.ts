import type { Queryable } from '../db/database';
import type { ClassSeed, LearnerHistorySeed } from './seed-types';
import { answeredPage, blocksById } from './sample-answers';
import { idOf } from './seed-ids';

const DAY_MS = 86_400_000;
const POINTS_PER_PAGE = 10;

/** Extra classes of the demo learner, enrolled before the first one so the existing classes stay first on Home. */
export const demoExtraClasses: ClassSeed[] = [
  {
    // A cmi5 course (docs/xapi.md), played by the lesson player and recorded by the portal's LRS.
    name: 'Découverte — Parcours cmi5',
    startAt: '2025-10-01T08:00:00.000Z',
    expireAt: null,
    programs: [{ program: 'cmi5', startAt: null, expireAt: null }],
    members: [
      { user: 'learner', role: 'STUDENT', enrolledAt: '2025-09-20T10:00:00.000Z' },
      { user: 'teacher', role: 'TEACHER', enrolledAt: '2025-09-15T10:00:00.000Z' },
    ],
  },
  {
    // SCORM 1.2 and 2004 courses (content/demo-scorm-program), run by the lesson player's SCORM API.
    name: 'Découverte — Modules SCORM',
    startAt: '2025-09-01T08:00:00.000Z',
    expireAt: null,
    programs: [{ program: 'scorm', startAt: null, expireAt: null }],
    members: [
      { user: 'learner', role: 'STUDENT', enrolledAt: '2025-08-20T10:00:00.000Z' },
      { user: 'teacher', role: 'TEACHER', enrolledAt: '2025-08-15T10:00:00.000Z' },
    ],
  },
  {
    name: 'Découverte — Sécurité au quotidien',
    startAt: '2025-12-01T08:00:00.000Z',
    expireAt: null,
    programs: [{ program: 'safety', startAt: null, expireAt: null }],
    members: [
      { user: 'learner', role: 'STUDENT', enrolledAt: '2025-11-20T10:00:00.000Z' },
      { user: 'teacher', role: 'TEACHER', enrolledAt: '2025-11-15T10:00:00.000Z' },
    ],
  },
  {
    name: 'Hiver 2026 — Relation client',
    startAt: '2026-01-12T08:00:00.000Z',
    expireAt: '2026-06-30T21:59:59.000Z',
    programs: [{ program: 'customer-care', startAt: null, expireAt: null }],
    members: [
      { user: 'learner', role: 'STUDENT', enrolledAt: '2026-02-10T10:00:00.000Z' },
      { user: 'teacher', role: 'TEACHER', enrolledAt: '2026-01-05T10:00:00.000Z' },
    ],
  },
  {
    name: 'Été 2026 — Sécurité',
    startAt: '2026-06-01T07:00:00.000Z',
    expireAt: '2026-08-31T21:59:59.000Z',
    programs: [{ program: 'safety', startAt: null, expireAt: null }],
    members: [{ user: 'learner', role: 'STUDENT', enrolledAt: '2026-02-05T10:00:00.000Z' }],
  },
  {
    name: 'Printemps 2027 — Relation client',
    startAt: '2027-03-01T08:00:00.000Z',
    expireAt: '2027-09-30T21:59:59.000Z',
    programs: [{ program: 'customer-care', startAt: null, expireAt: null }],
    members: [
      { user: 'learner', role: 'STUDENT', enrolledAt: '2026-02-01T10:00:00.000Z' },
      { user: 'teacher', role: 'TEACHER', enrolledAt: '2026-01-20T10:00:00.000Z' },
    ],
  },
];

/**
 * The demo learner's past activity, so Home paginates, the dashboard has statistics and badge
 * deltas, and a certificate can be downloaded and verified. Dates are relative to the seeding,
 * so the history stays recent on a fresh database.
 */
export const demoLearnerHistory: LearnerHistorySeed = {
  user: 'learner',
  endedClass: 'Hiver 2026 — Relation client',
  certificationRef: 'CERT-7K3P-Q9XZ',
  pageRatios: [1, 0.5, 1, 0.8, 0],
  recordsDaysAgo: [
    { daysAgo: 35, ratio: 0.3 },
    { daysAgo: 21, ratio: 0.45 },
    { daysAgo: 8, ratio: 0.6 },
  ],
};

export async function writeLearnerHistory(
  tx: Queryable,
  contextId: string,
  history: LearnerHistorySeed,
  userIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const userId = idOf(userIds, history.user);
  const ratios = JSON.stringify(history.pageRatios);
  // One page per block node of each lesson's course, answered one every other day going back from yesterday.
  const pages = await tx.query<{ id: string; block_id: string; ratio: number }>(
    `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, inputs, results, time_spent, started_at, answered_at)
     SELECT $1, p.lesson_id, p.node_id, p.block_id, p.position, 'COMPLETED', '{"answers": {}}'::jsonb,
            jsonb_build_object('answerRatios', '{}'::jsonb, 'kind', NULL, 'feedbacks', '[]'::jsonb,
              'hints', jsonb_build_object('messages', '[]'::jsonb, 'remaining', 0, 'nextMalus', 0),
              'scoring', jsonb_build_object('actual', $5::int * (($4::jsonb) ->> (p.rank % jsonb_array_length($4::jsonb))::int)::float8, 'max', $5::int),
              'corrections', '{}'::jsonb),
            60 + 30 * (p.rank % 5), $6::timestamptz - (2 * p.rank + 1) * interval '1 day' - interval '5 minutes', $6::timestamptz - (2 * p.rank + 1) * interval '1 day'
       FROM (SELECT l.id AS lesson_id, n.id AS node_id, n.block_id,
                    (row_number() OVER (PARTITION BY l.id ORDER BY n.parent_id, n."order", n.id) - 1)::int AS position,
                    (row_number() OVER (ORDER BY l.id, n.parent_id, n."order", n.id) - 1)::int AS rank
               FROM lessons l JOIN classes c ON c.id = l.class_id JOIN course_nodes n ON n.course_id = l.course_id AND n.type = 'block'
              WHERE l.context_id = $1 AND l.user_id = $2 AND c.name = $3) p
     RETURNING id, block_id, (results -> 'scoring' ->> 'actual')::float8 / $5::int AS ratio`,
    [contextId, userId, history.endedClass, ratios, POINTS_PER_PAGE, now],
  );
  // Each page then holds answers, about its ratio of them right, scored by the engine's scorer, so
  // its correction shows what was answered; the lesson's points are the sum of its pages'.
  const blocks = await blocksById(
    tx,
    contextId,
    pages.map((page) => page.block_id),
  );
  for (const [rank, page] of pages.entries()) {
    const block = blocks.get(page.block_id);
    if (block === undefined) throw new Error(`no block ${page.block_id}`);
    const { inputs, results } = answeredPage(block, page.ratio, rank);
    await tx.query('UPDATE lesson_pages SET inputs = $2::jsonb, results = $3::jsonb WHERE id = $1', [page.id, JSON.stringify(inputs), JSON.stringify(results)]);
  }
  await tx.query(
    `UPDATE lessons l SET state = 'DONE', progress = 'COMPLETED', started_at = s.first_at - interval '5 minutes', ended_at = s.last_at, time_spent = s.time_spent,
            scoring = jsonb_build_object('global', jsonb_build_object('actual', s.actual, 'max', s.max)),
            certification_ref = CASE WHEN (co.settings ->> 'certifying')::boolean THEN $4 END, updated_at = s.last_at
       FROM (SELECT lesson_id, min(answered_at) AS first_at, max(answered_at) AS last_at, sum(time_spent)::int AS time_spent,
                    sum((results -> 'scoring' ->> 'actual')::float8) AS actual, sum((results -> 'scoring' ->> 'max')::float8) AS max
               FROM lesson_pages WHERE context_id = $1 GROUP BY lesson_id) s, courses co, classes c
      WHERE s.lesson_id = l.id AND co.id = l.course_id AND c.id = l.class_id AND l.context_id = $1 AND l.user_id = $2 AND c.name = $3`,
    [contextId, userId, history.endedClass, history.certificationRef],
  );
  for (const record of history.recordsDaysAgo) {
    const max = 100;
    await tx.query(`INSERT INTO records (context_id, user_id, date, scores) VALUES ($1, $2, $3, $4::jsonb)`, [
      contextId,
      userId,
      new Date(now.getTime() - record.daysAgo * DAY_MS),
      JSON.stringify({ global: { actual: record.ratio * max, max }, jobs: {}, competencies: {}, progressRate: record.ratio }),
    ]);
  }
}
