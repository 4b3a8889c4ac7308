import type { Queryable } from '../db/database';
import { createDashboardRepository } from './dashboard-repository';
import { createLearnerLessonsRepository } from './learner-lessons-repository';
import { learnerScores, recordScoresOf } from './learner-scores';
import { createRecordsRepository } from './records-repository';

/**
 * Writes a record of the learner's scores now (docs/product/scoring-and-badges.md#records): called when a
 * lesson ends, so badge deltas and statistics have history. A failure here
 * must not undo the end of the lesson: the caller runs it after committing.
 */
export async function snapshotLearnerScores(db: Queryable, tenantId: string, userId: string, now: Date): Promise<void> {
  const scores = await learnerScores({ tenantId, userId, lessons: createLearnerLessonsRepository(db), dashboard: createDashboardRepository(db) });
  await createRecordsRepository(db).insert(tenantId, userId, now, recordScoresOf(scores));
}
