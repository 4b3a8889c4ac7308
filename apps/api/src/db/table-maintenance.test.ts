import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { keepStatistics } from './statistics-plugin';

const fakeDatabase = (driver: Database['driver']) => {
  const queries: string[] = [];
  const database = { driver, query: vi.fn(async (sql: string) => (queries.push(sql), [])) } as unknown as Database;
  return { database, queries };
};

afterEach(() => vi.useRealTimers());

describe('keepStatistics', () => {
  it('runs ANALYZE on PGlite at each interval until stopped', async () => {
    vi.useFakeTimers();
    const { database, queries } = fakeDatabase('pglite');
    const statistics = keepStatistics(database, 1000, () => {});
    await vi.advanceTimersByTimeAsync(3500);
    expect(queries).toEqual(['ANALYZE', 'ANALYZE', 'ANALYZE']);
    statistics.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(queries).toHaveLength(3);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    vi.useFakeTimers();
    const { database, queries } = fakeDatabase('postgres');
    keepStatistics(database, 1000, () => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(queries).toEqual([]);
  });

  it('never runs two at once, and reports a failure without stopping', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const errors: unknown[] = [];
    let calls = 0;
    const database = {
      driver: 'pglite',
      query: vi.fn(() => {
        calls += 1;
        if (calls === 1) return new Promise<never>((_, reject) => (finish = () => reject(new Error('busy'))));
        return Promise.resolve([]);
      }),
    } as unknown as Database;
    const statistics = keepStatistics(database, 1000, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(3500);
    expect(calls).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    statistics.stop();
  });
});
