import type { Queryable } from '../db/database';

const JWT_SECRET_KEY = 'jwt_secret';

/** The generated JWT secret, installation-wide (not tenant-owned), kept in app_settings. */
export function createJwtSecretRepository(db: Queryable) {
  return {
    /**
     * The stored secret, storing `candidate` first when there is none.
     * When two processes race, the insert of the loser is a no-op and both
     * read the winner's value.
     */
    async getOrInsert(candidate: string): Promise<string> {
      await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [JWT_SECRET_KEY, candidate]);
      const [row] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [JWT_SECRET_KEY]);
      if (!row) throw new Error(`The app setting ${JWT_SECRET_KEY} could not be stored`);
      return row.value;
    },
  };
}
export type JwtSecretRepository = ReturnType<typeof createJwtSecretRepository>;
