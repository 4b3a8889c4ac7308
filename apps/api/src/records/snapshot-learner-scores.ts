import type { Queryable } from '../db/database';
import { createDashboardRepository } from '../dashboard/dashboard-repository';
import { createLearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import { learnerScores, recordScoresOf } from '../dashboard/learner-scores';
import { createRecordsRepository } from './records-repository';

/**
 * Writes a record of the learner's scores now (SPEC §3 Record): called when a
 * lesson ends, so badge deltas and statistics have history. A failure here
 * must not undo the end of the lesson: the caller runs it after committing.
 */
export async function snapshotLearnerScores(db: Queryable, tenantId: string, userId: string, now: Date): Promise<void> {
  const scores = await learnerScores({ tenantId, userId, lessons: createLearnerLessonsRepository(db), dashboard: createDashboardRepository(db) });
  await createRecordsRepository(db).insert(tenantId, userId, now, recordScoresOf(scores));
}
