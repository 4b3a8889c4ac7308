export interface TincanScore {
  raw?: number;
  min?: number;
  max?: number;
  scaled: number;
}

/** What an activity asks the player (SPEC §4 Tincan messages). */
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
