import { NotFoundError } from '../http/app-error';
import type { LessonEngine } from './lesson-play';
import type { PingBuffer } from './ping-buffer';

export interface PingInput {
  tenantId: string;
  userId: string;
  lessonId: string;
  pageId: string | null;
}

/** How long a checked (learner, lesson, page) is trusted without asking the database again. */
const OWNER_CACHE_MS = 60_000;
const OWNER_CACHE_MAX = 50_000;

/**
 * A lesson ping: checks the lesson (and page) are the learner's, then
 * credits time in memory (ping-buffer.ts). The ownership check is cached a
 * minute per process, so a steady stream of pings costs no query at all.
 */
export function createPingLesson(engine: LessonEngine, buffer: PingBuffer, clock: () => number = () => Date.now()) {
  const checked = new Map<string, number>();
  return async function pingLesson(input: PingInput): Promise<void> {
    const key = `${input.tenantId}:${input.userId}:${input.lessonId}:${input.pageId ?? ''}`;
    const now = clock();
    if ((checked.get(key) ?? 0) < now) {
      const owned = await engine.lessonPages.belongsToLearner(input.tenantId, input.userId, input.lessonId, input.pageId);
      if (!owned) throw new NotFoundError();
      if (checked.size >= OWNER_CACHE_MAX) checked.clear();
      checked.set(key, now + OWNER_CACHE_MS);
    }
    buffer.record({ tenantId: input.tenantId, lessonId: input.lessonId, pageId: input.pageId });
  };
}
