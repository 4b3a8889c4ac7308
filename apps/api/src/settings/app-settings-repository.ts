import type { Queryable } from '../db/database';

/** Installation-wide values (not tenant-owned), such as the generated JWT secret. */
export function createAppSettingsRepository(db: Queryable) {
  return {
    /** Whether the database answers (health check). */
    async ping(): Promise<boolean> {
      try {
        await db.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },

    /**
     * The stored value of `key`, storing `candidate` first when there is none.
     * When two processes race, the insert of the loser is a no-op and both
     * read the winner's value.
     */
    async getOrInsert(key: string, candidate: string): Promise<string> {
      await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, candidate]);
      const [row] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [key]);
      if (!row) throw new Error(`The app setting ${key} could not be stored`);
      return row.value;
    },
  };
}
export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
