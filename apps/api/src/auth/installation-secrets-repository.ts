import type { Queryable } from '../db/database';

/** The secrets an installation generates when its configuration gives none, by their key in app_settings. */
export type InstallationSecretName = 'jwt_secret' | 'credentials_key';

/** The generated secrets, installation-wide (not tenant-owned), kept in app_settings. */
export function createInstallationSecretsRepository(db: Queryable) {
  return {
    /**
     * The stored secret, storing `candidate` first when there is none.
     * When two processes race, the insert of the loser is a no-op and both
     * read the winner's value.
     */
    async getOrInsert(name: InstallationSecretName, candidate: string): Promise<string> {
      await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [name, candidate]);
      const [row] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [name]);
      if (!row) throw new Error(`The app setting ${name} could not be stored`);
      return row.value;
    },
  };
}
export type InstallationSecretsRepository = ReturnType<typeof createInstallationSecretsRepository>;
