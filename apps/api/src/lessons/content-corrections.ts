import type { Queryable } from '../db/database';
import { createProvisioningRepository } from './provisioning-repository';

/** What a correction of a program changed that lessons hold on to (docs/content-packages.md#correcting-a-program). */
export interface ContentCorrection {
  /** Pages whose node now shows another block: the new version, or another block altogether. */
  movedPages: readonly { nodeId: string; blockId: string }[];
  /** Courses leaving the program that no learner started. */
  leavingProgramCourseIds: readonly string[];
}

/**
 * The lessons' side of a correction, in its transaction: a page a learner has open but has not
 * answered shows the corrected version; the lessons nobody opened of a course leaving the program go
 * with it. Answered pages, and every lesson a learner started, stay as they are.
 */
export async function followContentCorrection(tx: Queryable, tenantId: string, correction: ContentCorrection): Promise<void> {
  const provisioning = createProvisioningRepository(tx);
  await provisioning.moveUnansweredPages(tenantId, correction.movedPages);
  for (const programCourseId of correction.leavingProgramCourseIds) await provisioning.deleteUnopenedOfCourse(tenantId, programCourseId);
}
