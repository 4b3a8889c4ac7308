import type { Queryable } from '../db/database';

/** Whether the database answers: the health check's one query. */
export async function pingDatabase(db: Queryable): Promise<boolean> {
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
