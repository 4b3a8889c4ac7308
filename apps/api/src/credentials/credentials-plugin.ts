import fp from 'fastify-plugin';
import { resolveInstallationSecret } from '../auth/installation-secrets';
import { onFirstUse } from '../on-first-use';
import { type CredentialsRepository, createCredentialsRepository } from './credentials-repository';
import { createIssuer, type Issuer } from './issuer';
import { createSealer } from './sealing';

declare module 'fastify' {
  interface FastifyInstance {
    credentialsRepository: CredentialsRepository;
    /** Each tenant as an Open Badges issuer: its keys, documents and status lists (issuer.ts). */
    credentialIssuer: Issuer;
  }
}

/**
 * The credentials area's repository and issuer (docs/credentials.md). The sealing key is
 * CREDENTIALS_KEY, else one generated once and kept in the database, read when a key is first
 * sealed or unsealed.
 */
export const credentialsPlugin = fp<{ publicUrl: URL; credentialsKey: string | undefined }>(
  async (app, { publicUrl, credentialsKey }) => {
    const repository = createCredentialsRepository(app.database);
    const sealer = onFirstUse(async () => createSealer(await resolveInstallationSecret('credentials_key', credentialsKey, app.installationSecrets)));
    app.decorate('credentialsRepository', repository);
    app.decorate('credentialIssuer', createIssuer({ repository, sealer, tenants: app.tenants, publicUrl }));
  },
  { name: 'credentials', dependencies: ['database', 'tenant', 'auth-repositories'] },
);
