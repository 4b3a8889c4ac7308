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
 * (ping-buffer.ts); an ended lesson's is credited nothing, its time spent stays what it was when
 * it ended (docs/product/lessons.md#pings). The check is kept a minute per process
 * (page-owners.ts), and a page shown to its learner is known already, so a steady stream of pings
 * costs no query at all.
 */
export function createPingLesson(repositories: LessonRepositories, buffer: PingBuffer) {
  return async function pingLesson(input: PingInput): Promise<void> {
    let lesson = repositories.pageOwners.find(input);
    if (lesson === undefined) {
      lesson = await repositories.lessonPages.pingedLesson(input.tenantId, input.userId, input.lessonId, input.pageId);
      if (lesson === undefined) throw new NotFoundError();
      repositories.pageOwners.remember(input, lesson);
    }
    if (lesson.ended) return;
    buffer.record({ tenantId: input.tenantId, lessonId: input.lessonId, pageId: input.pageId });
  };
}
