import type { TimeCredit } from './lesson-types';

/** A ping credits at most this much time, whatever the gap since the previous one (pings come every 10 s: docs/product/lessons.md#pings). */
export const MAX_PING_CREDIT_MS = 15_000;
export const PING_FLUSH_INTERVAL_MS = 5_000;
/** A page not pinged for this long is forgotten: its next ping starts a new count and credits nothing. */
const FORGET_AFTER_MS = 4 * MAX_PING_CREDIT_MS;

export interface PingTarget {
  tenantId: string;
  lessonId: string;
  pageId: string | null;
}

/**
 * Where buffered credits go: one statement per table for the whole batch, which answers the
 * credits it could not write yet (their row held by another transaction: time-credits.ts).
 */
export interface PingSink {
  addLessonTime(credits: TimeCredit[]): Promise<TimeCredit[]>;
  addPageTime(credits: TimeCredit[]): Promise<TimeCredit[]>;
}

interface Pending {
  tenantId: string;
  ms: number;
}

/**
 * Pings are counted in memory and written in batches: a ping never writes
 * synchronously. Time is credited from the server's clock (the gap since
 * the previous ping of the same lesson or page, capped), so a client cannot
 * claim more time than passed; and limits are judged from `started_at`
 * alone, so pings can never extend one. A flush never waits for a row another transaction holds:
 * that row's credit waits for the next flush (time-credits.ts). A process that stops before a flush
 * loses at most one interval of credits, which only feed statistics.
 */
export function createPingBuffer(sink: PingSink, clock: () => number = () => Date.now()) {
  const lastPingAt = new Map<string, number>();
  const lessonMs = new Map<string, Pending>();
  const pageMs = new Map<string, Pending>();

  const credit = (pending: Map<string, Pending>, tenantId: string, id: string, now: number) => {
    const previous = lastPingAt.get(id);
    lastPingAt.set(id, now);
    if (previous === undefined) return;
    const elapsed = Math.min(Math.max(0, now - previous), MAX_PING_CREDIT_MS);
    const entry = pending.get(id) ?? { tenantId, ms: 0 };
    entry.ms += elapsed;
    pending.set(id, entry);
  };

  /** Whole seconds are written; the remainder waits for the next flush. */
  const drain = (pending: Map<string, Pending>): TimeCredit[] => {
    const credits: TimeCredit[] = [];
    for (const [id, entry] of pending) {
      const seconds = Math.floor(entry.ms / 1000);
      if (seconds === 0) continue;
      credits.push({ tenantId: entry.tenantId, id, seconds });
      entry.ms -= seconds * 1000;
    }
    return credits;
  };

  const restore = (pending: Map<string, Pending>, credits: readonly TimeCredit[]) => {
    for (const { tenantId, id, seconds } of credits) {
      const entry = pending.get(id) ?? { tenantId, ms: 0 };
      entry.ms += seconds * 1000;
      pending.set(id, entry);
    }
  };

  return {
    record({ tenantId, lessonId, pageId }: PingTarget): void {
      const now = clock();
      credit(lessonMs, tenantId, lessonId, now);
      if (pageId !== null) credit(pageMs, tenantId, pageId, now);
    },

    /**
     * Writes every buffered credit, each table on its own: the credits a table's statement left (a
     * row busy), or all of them when it failed, stay buffered for the next flush, and those written
     * are not written again. The first failure is thrown once both tables were tried.
     */
    async flush(): Promise<void> {
      const now = clock();
      for (const [id, at] of lastPingAt) if (now - at > FORGET_AFTER_MS) lastPingAt.delete(id);
      for (const pending of [lessonMs, pageMs]) for (const [id, entry] of pending) if (entry.ms === 0 && !lastPingAt.has(id)) pending.delete(id);
      let failure: { error: unknown } | undefined;
      const write = async (pending: Map<string, Pending>, add: (credits: TimeCredit[]) => Promise<TimeCredit[]>) => {
        const credits = drain(pending);
        if (credits.length === 0) return;
        try {
          restore(pending, await add(credits));
        } catch (error) {
          restore(pending, credits);
          failure ??= { error };
        }
      };
      await write(lessonMs, (credits) => sink.addLessonTime(credits));
      await write(pageMs, (credits) => sink.addPageTime(credits));
      if (failure) throw failure.error;
    },

    /** Milliseconds waiting to be written, by lesson or page id (for tests and metrics). */
    pendingMs(id: string): number {
      return (lessonMs.get(id)?.ms ?? 0) + (pageMs.get(id)?.ms ?? 0);
    },
  };
}
export type PingBuffer = ReturnType<typeof createPingBuffer>;
