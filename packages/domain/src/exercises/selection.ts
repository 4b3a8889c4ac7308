import type { ChoiceMark } from './exercise-module';

/**
 * Partial credit shared by the selection exercises (multiple-choice,
 * image-cliquable, pick-words): each good selection earns a share of the key,
 * each wrong one takes a share back, so selecting everything never beats the
 * key and guessing does not pay.
 */

/** Each id once, in selection order: selecting twice is one selection. */
export function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * The selections counted as good. Without keepOrder, every selected id of the
 * key. With keepOrder, the longest run of selections that follows the key's
 * order (a longest common subsequence): a key item picked out of order is wrong.
 */
export function goodSelections(key: readonly string[], selected: readonly string[], keepOrder: boolean): Set<string> {
  const picks = distinct(selected);
  if (!keepOrder) return new Set(picks.filter((id) => key.includes(id)));
  return new Set(longestCommonSubsequence(key, picks));
}

/** max(0, (good − wrong) / key size), in [0, 1]. */
export function selectionRatio(key: readonly string[], selected: readonly string[], keepOrder: boolean): number {
  const picks = distinct(selected);
  if (key.length === 0 || picks.length === 0) return 0;
  const good = goodSelections(key, picks, keepOrder).size;
  const wrong = picks.length - good;
  return Math.max(0, (good - wrong) / key.length);
}

export function selectionMarks(ids: readonly string[], key: readonly string[], selected: readonly string[], keepOrder: boolean): ChoiceMark[] {
  const good = goodSelections(key, selected, keepOrder);
  const picked = new Set(selected);
  return ids.map((id) => ({
    id,
    expected: key.includes(id),
    good: good.has(id),
    wrong: picked.has(id) && !good.has(id),
  }));
}

function longestCommonSubsequence(a: readonly string[], b: readonly string[]): string[] {
  // lengths[i][j]: LCS length of a[i..] and b[j..]; answers are a few dozen items at most.
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number): number => lengths[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] as number[];
      row[j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const common: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common.push(a[i] as string);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return common;
}
