import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { stoppablePgBossDatabase } from './pg-boss-database';

/** A database whose queries answer when the test says so. */
function heldDatabase() {
  const answers: Array<(rows: object[]) => void> = [];
  const failures: Array<(error: Error) => void> = [];
  const database: Queryable = {
    query: <T extends object>() =>
      new Promise<T[]>((resolve, reject) => {
        answers.push(resolve as (rows: object[]) => void);
        failures.push(reject);
      }),
    execScript: () => Promise.resolve(),
  };
  return { database, answer: (index: number) => answers[index]!([]), fail: (index: number) => failures[index]!(new Error('refused')) };
}

describe('pg-boss over the database of a queue that stops', () => {
  it('stops once every query pg-boss sent has come back, those sent while it waits included', async () => {
    const { database, answer, fail } = heldDatabase();
    const boss = stoppablePgBossDatabase(database);
    const first = boss.executeSql('SELECT 1', []);
    let stopped = false;
    const stopping = boss.stop().then(() => (stopped = true));
    // pg-boss's unawaited "complete", sent while the stop waits.
    const late = boss.executeSql('SELECT 2', []).catch((error: Error) => error.message);
    answer(0);
    await first;
    await Promise.resolve();
    expect(stopped).toBe(false);
    fail(1);
    expect(await late).toBe('refused');
    await stopping;
    expect(stopped).toBe(true);
  });

  it('answers what pg-boss sends after the stop with no rows, without running it', async () => {
    const { database } = heldDatabase();
    const ran: string[] = [];
    const boss = stoppablePgBossDatabase({ ...database, query: async (sql) => (ran.push(sql), []) });
    await boss.stop();
    await expect(boss.executeSql('UPDATE pgboss.job SET state = $1', ['failed'])).resolves.toEqual({ rows: [] });
    expect(ran).toEqual([]);
  });
});
