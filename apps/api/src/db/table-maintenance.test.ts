import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { type DueTable, maintainTables, maintenanceStatement } from './table-maintenance';

/** A database whose check finds `due` each time, and records the statements run. */
const fakeDatabase = (driver: Database['driver'], due: DueTable[], runStatement: (sql: string) => Promise<void> = async () => {}) => {
  const checks: string[] = [];
  const statements: string[] = [];
  const database = {
    driver,
    query: vi.fn(async (sql: string) => (checks.push(sql), due)),
    execScript: vi.fn(async (sql: string) => {
      statements.push(sql);
      await runStatement(sql);
    }),
  } as unknown as Database;
  return { database, checks, statements };
};

const lessons: DueTable = { name: 'public.lessons', vacuum: true, analyze: true };
const pages: DueTable = { name: 'public.lesson_pages', vacuum: true, analyze: false };
const users: DueTable = { name: 'public.users', vacuum: false, analyze: true };

afterEach(() => vi.useRealTimers());

describe('maintenanceStatement', () => {
  it('vacuums, analyses or both, as the table needs', () => {
    expect(maintenanceStatement(lessons)).toBe('VACUUM (ANALYZE) public.lessons');
    expect(maintenanceStatement(pages)).toBe('VACUUM public.lesson_pages');
    expect(maintenanceStatement(users)).toBe('ANALYZE public.users');
  });
});

describe('maintainTables', () => {
  it('works on each due table in its own statement, at each interval until stopped', async () => {
    vi.useFakeTimers();
    const { database, checks, statements } = fakeDatabase('pglite', [lessons, pages, users]);
    const maintenance = maintainTables(database, 1000, () => {});
    await vi.advanceTimersByTimeAsync(2500);
    expect(checks).toHaveLength(2);
    expect(statements).toEqual([
      'VACUUM (ANALYZE) public.lessons',
      'VACUUM public.lesson_pages',
      'ANALYZE public.users',
      'VACUUM (ANALYZE) public.lessons',
      'VACUUM public.lesson_pages',
      'ANALYZE public.users',
    ]);
    maintenance.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toHaveLength(2);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    vi.useFakeTimers();
    const { database, checks, statements } = fakeDatabase('postgres', [lessons]);
    maintainTables(database, 1000, () => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toEqual([]);
    expect(statements).toEqual([]);
  });

  it('reports a table that fails and goes on with the next', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const { database, statements } = fakeDatabase('pglite', [lessons, pages], async (sql) => {
      if (sql.includes('lessons')) throw new Error('relation is gone');
    });
    const maintenance = maintainTables(database, 1000, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(1000);
    expect(statements).toEqual(['VACUUM (ANALYZE) public.lessons', 'VACUUM public.lesson_pages']);
    expect(errors).toEqual([new Error('relation is gone')]);
    maintenance.stop();
  });

  it('never runs two checks at once, and stops between tables when stopped', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const { database, checks, statements } = fakeDatabase('pglite', [lessons, pages], (sql) =>
      sql.includes('lessons') ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve(),
    );
    const maintenance = maintainTables(database, 1000, () => {});
    await vi.advanceTimersByTimeAsync(3500);
    expect(checks).toHaveLength(1);
    expect(statements).toEqual(['VACUUM (ANALYZE) public.lessons']);
    maintenance.stop();
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(statements).toEqual(['VACUUM (ANALYZE) public.lessons']);
  });

  it('reports a check that fails and checks again at the next interval', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const database = {
      driver: 'pglite',
      query: vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new Error('busy');
        return [];
      }),
      execScript: vi.fn(),
    } as unknown as Database;
    const maintenance = maintainTables(database, 1000, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('busy')]);
    maintenance.stop();
  });
});
