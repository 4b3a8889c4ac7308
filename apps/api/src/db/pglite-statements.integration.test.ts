import * as library from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OID, DYNAMIC_SQL, GENERIC_PLAN } from './database';
import { PgliteStatements, type ProtocolRound, runProtocol } from './pglite-statements';

let pglite: library.PGlite;
let statements: PgliteStatements;
let round: ProtocolRound;
/** PGlite's turns, counted: what the worker's thread would be asked. */
let rounds = 0;
const query = (sql: string, params?: readonly unknown[]) => statements.query(round, sql, params);

beforeAll(async () => {
  pglite = await library.PGlite.create({ parsers: { [DATE_OID]: (value: string) => value } });
  statements = new PgliteStatements({ library, limit: 3, parsers: { [DATE_OID]: (value: string) => value } });
  // As the worker runs a round (pglite-worker.ts): under PGlite's locks, one round at a time.
  round = (message) => {
    rounds += 1;
    return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => runProtocol(pglite, message)));
  };
  await pglite.exec(
    `CREATE TABLE things (id uuid PRIMARY KEY, name text NOT NULL UNIQUE, born date, seen timestamptz, data jsonb, raw bytea, tags text[], n numeric, ok boolean)`,
  );
});
afterAll(async () => {
  await pglite.close();
});

/** The texts PGlite's session keeps as prepared statements. */
const kept = async () =>
  (await pglite.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements ORDER BY statement`)).rows.map((row) => row.statement);

describe('PGlite queries as prepared statements (pglite-statements.ts)', () => {
  it('answers what PGlite’s own query answers, every type the API uses included', async () => {
    const id = '2b7c0c53-5d4e-4c55-9f1e-0d1f7a4f2a10';
    const row = [
      id,
      'Ada',
      '2026-03-01',
      new Date('2026-03-01T10:00:00.000Z'),
      JSON.stringify({ a: [1, 'é'] }),
      new Uint8Array([0, 255, 7]),
      ['x', 'y, z'],
      12.5,
      true,
    ];
    const insert = `INSERT INTO things (id, name, born, seen, data, raw, tags, n, ok) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) RETURNING *`;
    const ours = await query(insert, row);
    await pglite.query('DELETE FROM things');
    const theirs = (await pglite.query(insert, row)).rows;
    expect(ours).toEqual(theirs);
    expect(ours[0]).toMatchObject({
      id,
      born: '2026-03-01',
      seen: new Date('2026-03-01T10:00:00.000Z'),
      data: { a: [1, 'é'] },
      raw: new Uint8Array([0, 255, 7]),
      tags: ['x', 'y, z'],
      ok: true,
    });
    expect(await query('SELECT name FROM things WHERE name = $1 AND born IS NOT DISTINCT FROM $2', ['Ada', null])).toEqual([]);
    expect(await query('SELECT count(*)::int AS n FROM things WHERE id = ANY($1::uuid[])', [[id]])).toEqual([{ n: 1 }]);
  });

  it('reads the array types again after a first query that could not', async () => {
    // A session of its own: statements are named per PgliteStatements, one per session.
    const session = await library.PGlite.create();
    try {
      const fresh = new PgliteStatements({ library });
      const refused: ProtocolRound = () => Promise.reject(new Error('busy'));
      await expect(fresh.query(refused, 'SELECT $1::text[] AS tags', [['a']])).rejects.toThrow('busy');
      const answered = await fresh.query((message) => runProtocol(session, message), 'SELECT $1::text[] AS tags', [['a', 'b, c']]);
      expect(answered).toEqual([{ tags: ['a', 'b, c'] }]);
    } finally {
      await session.close();
    }
  });

  it('keeps a statement per text, at most `limit`, and closes the least recently used', async () => {
    await query('SELECT 1 AS one');
    await query('SELECT 2 AS two');
    await query('SELECT 1 AS one');
    await query('SELECT 3 AS three');
    await query('SELECT 4 AS four');
    // "SELECT 2" was the least recently used once "SELECT 1" ran again: it is the one closed.
    expect(await kept()).toEqual(['SELECT 1 AS one', 'SELECT 3 AS three', 'SELECT 4 AS four']);
    expect(await query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
    expect(await kept()).toHaveLength(3);
  });

  it('never keeps text built per request', async () => {
    const before = await kept();
    expect(await query(`${DYNAMIC_SQL}SELECT $1::int + 1 AS next`, [41])).toEqual([{ next: 42 }]);
    expect(await kept()).toEqual(before);
  });

  it('runs text built per request under a name of its own, closed once run, also when it fails', async () => {
    const before = await kept();
    // Both described before either runs: each must run its own statement.
    const [plus, minus] = await Promise.all([query(`${DYNAMIC_SQL}SELECT $1::int + 1 AS n`, [41]), query(`${DYNAMIC_SQL}SELECT $1::int - 1 AS n`, [41])]);
    expect([plus, minus]).toEqual([[{ n: 42 }], [{ n: 40 }]]);
    await expect(query(`${DYNAMIC_SQL}SELECT 1 / $1::int AS n`, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await kept()).toEqual(before);
  });

  it('asks PGlite one round a query once its statement is kept', async () => {
    await query('SELECT name FROM things WHERE name = $1', ['Ada']);
    const before = rounds;
    expect(await query('SELECT name FROM things WHERE name = $1', ['Ada'])).toEqual([{ name: 'Ada' }]);
    expect(rounds - before).toBe(1);
  });

  it('throws PostgreSQL’s error with its code and constraint, and goes on after it', async () => {
    const error = await query(`INSERT INTO things (id, name) VALUES (gen_random_uuid(), $1)`, ['Ada']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    await expect(query('SELECT nope FROM things')).rejects.toMatchObject({ code: '42703' });
    expect(await query('SELECT name FROM things')).toEqual([{ name: 'Ada' }]);
  });

  it('prepares a statement again when the table it reads changed its columns', async () => {
    const sql = 'SELECT * FROM things WHERE name = $1';
    expect(Object.keys((await query(sql, ['Ada']))[0] ?? {})).not.toContain('extra');
    await pglite.exec(`ALTER TABLE things ADD COLUMN extra text DEFAULT 'new'`);
    expect(await query(sql, ['Ada'])).toEqual([expect.objectContaining({ name: 'Ada', extra: 'new' })]);
  });
});

describe('statements marked GENERIC_PLAN (docs/performance.md#plans-on-the-embedded-database)', () => {
  const planMode = async () => (await pglite.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]?.plan_cache_mode;
  const plansOf = async (statement: string) =>
    (
      await pglite.query<{ generic_plans: number; custom_plans: number }>(
        'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1',
        [statement],
      )
    ).rows[0];

  it('run with one plan for any parameters from their first run; the session plans the others as PostgreSQL chooses', async () => {
    const marked = `${GENERIC_PLAN}SELECT name FROM things WHERE name = $1`;
    for (const name of ['Ada', 'Bob', 'Cy']) await query(marked, [name]);
    expect(await plansOf(marked)).toEqual({ generic_plans: 3, custom_plans: 0 });
    expect(await planMode()).toBe('auto');

    // The same text unmarked: PostgreSQL plans it for its parameters at each of its first five runs.
    const unmarked = 'SELECT name FROM things WHERE name = $1';
    for (const name of ['Ada', 'Bob', 'Cy']) await query(unmarked, [name]);
    expect(await plansOf(unmarked)).toEqual({ generic_plans: 0, custom_plans: 3 });
  });

  it('leave the session planning as PostgreSQL chooses when they fail, in a transaction or not', async () => {
    const dividing = `${GENERIC_PLAN}SELECT 1 / $1::int AS n`;
    await expect(query(dividing, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await planMode()).toBe('auto');

    await pglite.exec('BEGIN');
    expect(await query(dividing, [1])).toEqual([{ n: 1 }]);
    expect(await planMode()).toBe('auto');
    await expect(query(dividing, [0])).rejects.toMatchObject({ code: '22012' });
    await pglite.exec('ROLLBACK');
    expect(await planMode()).toBe('auto');
  });
});
