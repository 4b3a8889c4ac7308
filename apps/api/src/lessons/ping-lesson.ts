import { NotFoundError } from '../http/app-error';
import type { LessonRepositories } from './lesson-play';
import type { PingBuffer } from './ping-buffer';

export interface PingInput {
  tenantId: string;
  userId: string;
  lessonId: string;
  pageId: string | null;
}

/**
 * A lesson ping: checks the lesson (and page) are the learner's, then credits time in memory
 * (ping-buffer.ts). The check is kept a minute per process (page-owners.ts), and a page shown to
 * its learner is known already, so a steady stream of pings costs no query at all.
 */
export function createPingLesson(repositories: LessonRepositories, buffer: PingBuffer) {
  return async function pingLesson(input: PingInput): Promise<void> {
    if (!repositories.pageOwners.isKnown(input)) {
      const owned = await repositories.lessonPages.belongsToLearner(input.tenantId, input.userId, input.lessonId, input.pageId);
      if (!owned) throw new NotFoundError();
      repositories.pageOwners.remember(input);
    }
    buffer.record({ tenantId: input.tenantId, lessonId: input.lessonId, pageId: input.pageId });
  };
}
