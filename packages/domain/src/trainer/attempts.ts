/** A page of an earlier attempt: archived by a reset, at `archivedAt` (null: before resets were dated). */
export interface ArchivedPage {
  archivedAt: string | null;
}

export interface Attempt<Page extends ArchivedPage> {
  /** 1 for the first attempt; the current one is the number after the last earlier one. */
  number: number;
  /** When the reset that ended it happened; null when it was not recorded. */
  endedAt: string | null;
  pages: Page[];
}

/**
 * A lesson's earlier attempts, oldest first: each reset archives every live page of the lesson at
 * once, so the pages archived at the same instant are one attempt (docs/trainers.md#screens). The
 * pages keep the order they came in.
 */
export function earlierAttempts<Page extends ArchivedPage>(pages: readonly Page[]): Attempt<Page>[] {
  const byEnd = new Map<string | null, Page[]>();
  for (const page of pages) {
    const key = page.archivedAt === null ? null : new Date(page.archivedAt).toISOString();
    byEnd.set(key, [...(byEnd.get(key) ?? []), page]);
  }
  const ends = [...byEnd.keys()].sort((a, b) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)));
  return ends.map((endedAt, index) => ({ number: index + 1, endedAt, pages: byEnd.get(endedAt) ?? [] }));
}
