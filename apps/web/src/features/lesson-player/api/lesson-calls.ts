import { actionsResponseSchema, hintsSchema, type LessonPage, tincanScoreResponseSchema } from '@espace/contracts/lessons';
import type { TincanScore } from '../../../components/viewers/tincan-message';
import { apiRequest } from '../../../lib/api-client';

const lessonPath = (lessonId: string) => `lessons/${encodeURIComponent(lessonId)}`;

type PageHints = LessonPage['hints'];

/** Unlocks the next hint of the current page (its cost is taken from the score at PATCH). */
export function unlockHint(lessonId: string): Promise<PageHints> {
  return apiRequest(`${lessonPath(lessonId)}/pages/current/hints`, { method: 'POST', contract: import.meta.env.DEV ? hintsSchema : undefined });
}

export function sendTincanScore(lessonId: string, pageId: string, score: TincanScore): Promise<unknown> {
  return apiRequest(`${lessonPath(lessonId)}/pages/custom-tincan-score`, {
    method: 'POST',
    body: { pageId, score },
    contract: import.meta.env.DEV ? tincanScoreResponseSchema : undefined,
  });
}

/** Time spent is credited by the server clock between pings; the body only says which page is on screen. */
export function pingLesson(lessonId: string, pageId?: string): Promise<unknown> {
  return apiRequest(`${lessonPath(lessonId)}/ping`, { method: 'POST', body: pageId ? { pageId } : {} });
}

export function sendActions(lessonId: string, inputs: { actionIdx: number; choiceIdx: number }[]) {
  return apiRequest(`${lessonPath(lessonId)}/actions`, { method: 'POST', body: { inputs }, contract: import.meta.env.DEV ? actionsResponseSchema : undefined });
}
