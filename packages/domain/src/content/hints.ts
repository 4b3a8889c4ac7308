export interface Hint {
  message: string;
  /** Points taken from the page score when this hint is unlocked. */
  cost: number;
}

/** A lesson page's results.hints (docs/product/data-model.md#lesson-pages). */
export interface HintState {
  /** The unlocked hints' messages, in order. */
  messages: string[];
  remaining: number;
  /** Cost of the next hint to unlock (asked for confirmation when above 0), or 0 when none is left. */
  nextMalus: number;
}

/** Hints unlock in order; a count out of range (stale or forged) is clamped. */
function unlocked(hints: readonly Hint[], unlockedCount: number): number {
  return Math.min(hints.length, Math.max(0, Math.floor(unlockedCount)));
}

export function hintState(hints: readonly Hint[], unlockedCount: number): HintState {
  const count = unlocked(hints, unlockedCount);
  return {
    messages: hints.slice(0, count).map((hint) => hint.message),
    remaining: hints.length - count,
    nextMalus: hints[count]?.cost ?? 0,
  };
}

/** Total cost of the unlocked hints, taken from the page score. */
export function hintMalus(hints: readonly Hint[], unlockedCount: number): number {
  return hints.slice(0, unlocked(hints, unlockedCount)).reduce((sum, hint) => sum + hint.cost, 0);
}
