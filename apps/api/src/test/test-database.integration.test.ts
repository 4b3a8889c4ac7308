import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import { createSeededTestDatabase, type TestDatabase } from './test-database';

/** Each test file's database is a copy of the run's seeded template (seeded-template.ts): whole, and its own. */
describe('createSeededTestDatabase', () => {
  const opened: TestDatabase[] = [];
  const open = async () => {
    const copy = await createSeededTestDatabase();
    opened.push(copy);
    return copy.database;
  };
  afterAll(() => Promise.all(opened.map((copy) => copy.dispose())));

  const learnerCount = async (database: Awaited<ReturnType<typeof open>>) =>
    Number((await database.query<{ count: string }>(`SELECT count(*) AS count FROM users WHERE email = 'learner@demo.test'`))[0]?.count);

  it('gives a database migrated to the last migration and seeded with the demo tenants', async () => {
    const database = await open();
    expect(await migrate(database)).toEqual([]);
    expect(await seedIfEmpty(database)).toBe(false);
    expect(await learnerCount(database)).toBe(1);
  });

  it('gives each caller its own copy: a change in one is in no other, nor in the template', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    await first.query(`DELETE FROM users WHERE email = 'learner@demo.test'`);
    expect(await learnerCount(first)).toBe(0);
    expect(await learnerCount(second)).toBe(1);
    expect(await learnerCount(await open())).toBe(1);
  });
});
