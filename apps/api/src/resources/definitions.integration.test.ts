import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { allDefinitions } from './registry';

interface Column {
  table: string;
  column: string;
  nullable: boolean;
}

let testDatabase: TestDatabase;
let columns: Column[];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await migrate(testDatabase.database);
  columns = (
    await testDatabase.database.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    )
  ).map((row) => ({ table: row.table_name, column: row.column_name, nullable: row.is_nullable === 'YES' }));
});
afterAll(() => testDatabase.dispose());

// The contract declares each field and whether it may be null; the database must agree, or a
// write the API accepts fails there, or an answer the contract refuses goes out.
describe.each(allDefinitions().map((definition) => [definition.name, definition] as const))('the %s definition', (_name, definition) => {
  it('reads each field from a column that exists, nullable exactly where the contract says', () => {
    for (const [name, field] of Object.entries(definition.fields)) {
      expect(
        columns.find((column) => column.table === definition.table && column.column === field.column),
        name,
      ).toEqual({ table: definition.table, column: field.column, nullable: field.nullable });
    }
  });
});
