import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import type { Database } from '../../db/database';
import type { NewStatements, StatementsRepository } from './statements-repository';

/** The most statements one group writes; the others wait for the next. */
const MAX_GROUP = 1000;

interface Job {
  news: NewStatements;
  resolve(written: Set<string>): void;
  reject(error: unknown): void;
}

/** A group not written whole (an id stored already, one sent twice): undone, then written one by one. */
class NotWrittenWhole extends Error {}

/**
 * Group commit for statements stored one request at a time (docs/xapi.md, "Speed"). Each request
 * is one SQL statement (statements-repository.ts `write`), and what a request costs the API is
 * mostly that round trip, not the statement. So while a tenant's write is under way, the requests
 * that come meanwhile wait, and go together when it ends: one transaction, one statement for them
 * all. A request that comes when none is under way is written at once, alone.
 *
 * Each request gets its own answer: the ids of its rows written. A group that is not written whole
 * (a statement whose id is stored already, which its request must compare, or any error) is rolled
 * back and its requests written one by one, each alone as if it had come by itself: a conflict in
 * one never fails the others, and a statement not written adds nothing of its own (its activity
 * definitions, its attachments).
 */
export function createWriteQueue(database: Database, statements: StatementsRepository) {
  const waiting = new Map<string, Job[]>();

  const alone = (tenantId: string, job: Job) => statements.write(tenantId, job.news).then(job.resolve, job.reject);

  async function writeGroup(tenantId: string, group: Job[]): Promise<void> {
    if (group.length === 1 && group[0]) return alone(tenantId, group[0]);
    const definitions = new Map<string, JsonObject>();
    for (const job of group) for (const [id, definition] of job.news.definitions) definitions.set(id, { ...(definitions.get(id) ?? {}), ...definition });
    const rows = group.flatMap((job) => job.news.rows);
    try {
      await database.transaction(async (tx) => {
        const written = await statements.write(tenantId, { rows, attachments: group.flatMap((job) => job.news.attachments), definitions }, tx);
        if (written.size !== rows.length) throw new NotWrittenWhole();
      });
      for (const job of group) job.resolve(new Set(job.news.rows.map((row) => row.id)));
    } catch {
      // In the order they came: of two requests with one id, the first is stored.
      for (const job of group) await alone(tenantId, job);
    }
  }

  async function drain(tenantId: string, queue: Job[]): Promise<void> {
    while (queue.length > 0) {
      let count = 0;
      const size = queue.findIndex((job) => (count += job.news.rows.length) > MAX_GROUP);
      await writeGroup(tenantId, queue.splice(0, size === -1 ? queue.length : Math.max(size, 1)));
    }
    waiting.delete(tenantId);
  }

  return {
    /** Writes new statements of one request (statements-repository.ts `write`), with those of the requests that wait beside it. */
    write(tenantId: string, news: NewStatements): Promise<Set<string>> {
      return new Promise((resolve, reject) => {
        const queue = waiting.get(tenantId);
        if (queue) return void queue.push({ news, resolve, reject });
        const started: Job[] = [{ news, resolve, reject }];
        waiting.set(tenantId, started);
        void drain(tenantId, started);
      });
    },
  };
}
export type WriteQueue = ReturnType<typeof createWriteQueue>;
