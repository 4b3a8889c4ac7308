import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createLrsClient } from '../xapi/clients/lrs-clients';
import { createXapiCredentialsRepository } from '../xapi/credentials/credentials-repository';
import { lrsClientUsage, parseLrsClientArgs } from './lrs-client-args';
import { runCli } from './run-cli';

/**
 * `npm run lrs:client -- --context <alias> --scope all [--name "…"]`: creates an LRS client of
 * the tenant on the database the server uses, and prints its key and secret. The last line is the
 * JSON `{"key", "secret", "endpoint"}` a conformance test or a tool reads.
 */
async function main(): Promise<number> {
  const args = parseLrsClientArgs(process.argv.slice(2));
  if (args === null) {
    process.stderr.write(`${lrsClientUsage}\n`);
    return 2;
  }
  const database = await openDatabase(loadConfig(process.env));
  try {
    await migrate(database);
    const [tenant] = await database.query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [args.contextAlias]);
    if (!tenant) {
      process.stderr.write(`No tenant has the alias "${args.contextAlias}".\n`);
      return 1;
    }
    const client = await createLrsClient(createXapiCredentialsRepository(database), {
      tenantId: tenant.id,
      name: args.name,
      scopes: args.scopes,
      createdBy: null,
      now: new Date(),
    });
    process.stdout.write(`Created the LRS client "${client.name}" of ${args.contextAlias} (${client.scopes.join(', ')}). Keep its secret: it is shown once.\n`);
    process.stdout.write(`${JSON.stringify({ key: client.key, secret: client.secret, endpoint: client.endpoint })}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
