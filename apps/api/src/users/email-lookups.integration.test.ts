import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../accounts/accounts-repository';
import type { Queryable } from '../db/database';
import { migrate } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createUsersRepository } from './users-repository';

/**
 * Every look-up of a user by email can use the unique index `users_context_email`.
 * The index is partial (`WHERE email <> ''`) and PostgreSQL only considers a partial index for a
 * query that states its predicate: without it, sign-in by email read every user of every tenant.
 * With sequential scans priced out, the plan names the index exactly when it is usable, so the
 * check holds at any table size, on PGlite and PostgreSQL alike.
 */
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await migrate(testDatabase.database);
});
afterAll(async () => {
  await testDatabase.dispose();
});

interface Sent {
  sql: string;
  params: readonly unknown[];
}

/** A connection that keeps what it is asked, and answers as the real one. */
function recording(sent: Sent[]): Queryable {
  return {
    query: (sql, params = []) => {
      sent.push({ sql, params });
      return testDatabase.database.query(sql, params);
    },
  } as Queryable;
}

async function planOf({ sql, params }: Sent): Promise<string> {
  return testDatabase.database.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('looking a user up to sign them in', () => {
  it('uses the tenant email index: sign-in, reset and moving an address onto an account alike', async () => {
    const sent: Sent[] = [];
    const tenantId = randomUUID();
    await createUsersRepository(recording(sent)).findCredentials(tenantId, { email: 'Lea@Demo.test' });
    const accounts = createAccountsRepository(recording(sent));
    await accounts.findByEmail(tenantId, 'lea@demo.test');
    await accounts.addressTaken(tenantId, 'lea@demo.test', randomUUID());
    expect(sent).toHaveLength(3);
    for (const query of sent) expect(await planOf(query), query.sql).toContain('users_context_email');
  });

  it('and a sign-in by username uses the username index', async () => {
    const sent: Sent[] = [];
    await createUsersRepository(recording(sent)).findCredentials(randomUUID(), { username: 'Lea.Martin' });
    expect(await planOf(sent[0] as Sent)).toContain('users_context_username');
  });
});
