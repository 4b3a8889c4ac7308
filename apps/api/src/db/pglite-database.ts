import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATE_OID, type Database, type Queryable } from './database';

const keepText = (value: string) => value;

/** `dataDir` undefined → an in-memory database (tests). */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  let location: string | undefined;
  if (dataDir !== undefined) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, { parsers: { [DATE_OID]: keepText } });
  const asQueryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async execScript(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    driver: 'pglite',
    ...asQueryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(asQueryable(tx))),
    close: () => pglite.close(),
  };
}
