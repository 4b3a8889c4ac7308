import type { LessonPage } from '@espace/contracts/lessons';
import { apiRequest } from '../../../lib/api-client';

const lessonPath = (lessonId: string) => `lessons/${encodeURIComponent(lessonId)}`;

export type PageHints = LessonPage['hints'];

/** Unlocks the next hint of the current page (its cost is taken from the score at PATCH). */
export function unlockHint(lessonId: string): Promise<PageHints> {
  return apiRequest<PageHints>(`${lessonPath(lessonId)}/pages/current/hints`, { method: 'POST' });
}

export interface TincanScore {
  raw?: number;
  min?: number;
  max?: number;
  scaled: number;
}

export function sendTincanScore(lessonId: string, pageId: string, score: TincanScore): Promise<unknown> {
  return apiRequest(`${lessonPath(lessonId)}/pages/custom-tincan-score`, { method: 'POST', body: { pageId, score } });
}

/** Time spent is credited by the server clock between pings; the body only says which page is on screen. */
export function pingLesson(lessonId: string, pageId?: string): Promise<unknown> {
  return apiRequest(`${lessonPath(lessonId)}/ping`, { method: 'POST', body: pageId ? { pageId } : {} });
}

export interface ActionsAnswer {
  chosen: { actionIdx: number; choiceIdx: number }[];
  target: { id: string; title: string; state: string } | null;
}

export function sendActions(lessonId: string, inputs: { actionIdx: number; choiceIdx: number }[]): Promise<ActionsAnswer> {
  return apiRequest<ActionsAnswer>(`${lessonPath(lessonId)}/actions`, { method: 'POST', body: { inputs } });
}
