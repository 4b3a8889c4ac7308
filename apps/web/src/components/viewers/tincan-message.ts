import type { tincanScoreBodySchema } from '@espace/contracts/lessons';
import type { z } from 'zod';

/** The score an activity reports, as the player sends it on (POST lessons/{id}/pages/custom-tincan-score). */
export type TincanScore = z.infer<typeof tincanScoreBodySchema>['score'];

/** What an activity asks the player (docs/product/lessons.md#tincan-messages). */
export type TincanAction = 'next' | 'close' | { custom: TincanScore };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads `{ type: 'action:next' | 'action:close' | 'action:custom', score }`
 * (or the bare string for the first two); anything else — other libraries'
 * messages, a score without a finite `scaled` — is null and ignored.
 */
export function readTincanMessage(data: unknown): TincanAction | null {
  const type = typeof data === 'string' ? data : isRecord(data) ? data.type : undefined;
  if (type === 'action:next') return 'next';
  if (type === 'action:close') return 'close';
  if (type !== 'action:custom' || !isRecord(data) || !isRecord(data.score) || !finite(data.score.scaled)) return null;
  const score: TincanScore = { scaled: data.score.scaled };
  for (const key of ['raw', 'min', 'max'] as const) {
    const value = data.score[key];
    if (finite(value)) score[key] = value;
  }
  return { custom: score };
}
