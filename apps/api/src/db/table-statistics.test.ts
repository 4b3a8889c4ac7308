import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { databasePlugin } from './database-plugin';
import { tableMaintenancePlugin } from './table-maintenance';
import { AUTOVACUUM_OFF_WARNING, BULK_WRITE_ROWS, createBulkWriteAnalysis, tableUpkeepOf } from './table-statistics';

describe('tableUpkeepOf', () => {
  it('names who keeps the tables: the server on the embedded database, autovacuum when both its settings are on, nobody otherwise', () => {
    expect(tableUpkeepOf('pglite', { autovacuum: 'off', track_counts: 'off' })).toBe('server');
    expect(tableUpkeepOf('postgres', { autovacuum: 'on', track_counts: 'on' })).toBe('autovacuum');
    expect(tableUpkeepOf('postgres', { autovacuum: 'off', track_counts: 'on' })).toBe('off');
    // Without the row counts autovacuum has nothing to go by.
    expect(tableUpkeepOf('postgres', { autovacuum: 'on', track_counts: 'off' })).toBe('off');
  });
});

describe('createBulkWriteAnalysis', () => {
  const analysis = (at: { now: number }) => {
    const statements: string[] = [];
    const errors: unknown[] = [];
    const bulk = createBulkWriteAnalysis(
      async (statement) => {
        statements.push(statement);
        if (statement.includes('lessons')) throw new Error('lessons is locked');
      },
      (error) => errors.push(error),
      () => at.now,
    );
    return { bulk, statements, errors };
  };

  it('analyses the tables a bulk write filled, after it, one statement at a time; a smaller write is left to autovacuum', async () => {
    const at = { now: 0 };
    const { bulk, statements } = analysis(at);
    bulk.afterBulkWrite(['users', 'class_users'], BULK_WRITE_ROWS - 1);
    await bulk.idle();
    expect(statements).toEqual([]);
    bulk.afterBulkWrite(['users', 'class_users'], BULK_WRITE_ROWS);
    // Not in the caller's turn: the import's request or job goes on.
    expect(statements).toEqual([]);
    await bulk.idle();
    expect(statements).toEqual(['ANALYZE users', 'ANALYZE class_users']);
  });

  it('analyses a table once a minute at most, however many bulk writes come meanwhile', async () => {
    const at = { now: 0 };
    const { bulk, statements } = analysis(at);
    for (let batch = 0; batch < 1000; batch += 1) bulk.afterBulkWrite(['xapi_statements'], 1000);
    await bulk.idle();
    at.now = 59_999;
    bulk.afterBulkWrite(['xapi_statements'], 1000);
    await bulk.idle();
    expect(statements).toEqual(['ANALYZE xapi_statements']);
    at.now = 60_001;
    bulk.afterBulkWrite(['xapi_statements'], 1000);
    await bulk.idle();
    expect(statements).toEqual(['ANALYZE xapi_statements', 'ANALYZE xapi_statements']);
  });

  it('reports a failed analysis and goes on with the next table', async () => {
    const { bulk, statements, errors } = analysis({ now: 0 });
    bulk.afterBulkWrite(['lessons', 'users'], 5000);
    await bulk.idle();
    expect(statements).toEqual(['ANALYZE lessons', 'ANALYZE users']);
    expect(errors).toEqual([new Error('lessons is locked')]);
  });
});

describe('tableMaintenancePlugin on PostgreSQL', () => {
  const postgresWith = (settings: { autovacuum: string; track_counts: string }) =>
    ({ driver: 'postgres', query: async () => [settings], execScript: async () => undefined }) as unknown as Database;

  const started = async (settings: { autovacuum: string; track_counts: string }) => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) } } });
    await app.register(databasePlugin, { database: postgresWith(settings) });
    await app.register(tableMaintenancePlugin);
    await app.ready();
    return { app, lines };
  };

  it('warns at start, saying what to do, when autovacuum is off, and reports it', async () => {
    const { app, lines } = await started({ autovacuum: 'off', track_counts: 'on' });
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: AUTOVACUUM_OFF_WARNING })]);
    expect(AUTOVACUUM_OFF_WARNING).toContain('ALTER SYSTEM SET autovacuum = on');
    expect(await app.tableStatistics.upkeep()).toBe('off');
    await app.close();
  });

  it('says nothing when autovacuum runs', async () => {
    const { app, lines } = await started({ autovacuum: 'on', track_counts: 'on' });
    expect(lines).toEqual([]);
    expect(await app.tableStatistics.upkeep()).toBe('autovacuum');
    await app.close();
  });
});
