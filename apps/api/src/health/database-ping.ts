import type { Database } from '../db/database';

/**
 * Whether the database answers: the health check's one question. The embedded database answers
 * it without waiting behind the queries queued for it (Database.ping).
 */
export async function pingDatabase(db: Pick<Database, 'ping'>): Promise<boolean> {
  try {
    await db.ping();
    return true;
  } catch {
    return false;
  }
}
