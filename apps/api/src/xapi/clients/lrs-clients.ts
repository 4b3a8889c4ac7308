import type { CreatedLrsClient } from '@espace/contracts/xapi';
import type { XapiScope } from '@espace/domain/xapi/scopes';
import type { ClientSummary, XapiCredentialsRepository } from '../credentials/credentials-repository';
import { newKeyAndSecret } from '../credentials/xapi-auth';

/** Where every tenant's LRS answers, relative to the tenant's origin. */
const LRS_ENDPOINT = '/api/xapi/';

export const presentClient = (client: ClientSummary) => ({
  id: client.id,
  key: client.key,
  name: client.name,
  scopes: client.scopes,
  createdAt: client.createdAt.toISOString(),
  revokedAt: client.revokedAt?.toISOString() ?? null,
});

/**
 * A new LRS client of the tenant: a random key and secret with xAPI's OAuth scopes. The secret is
 * answered this once; the LRS keeps its SHA-256 only. Used by the admin API and `npm run lrs:client`.
 */
export async function createLrsClient(
  credentials: XapiCredentialsRepository,
  input: { tenantId: string; name: string; scopes: XapiScope[]; createdBy: string | null; now: Date },
): Promise<CreatedLrsClient> {
  const { key, secret, secretSha256 } = newKeyAndSecret();
  const id = await credentials.insert({
    tenantId: input.tenantId,
    key,
    secretSha256,
    kind: 'client',
    name: input.name,
    scopes: input.scopes,
    createdBy: input.createdBy,
    expiresAt: null,
  });
  return { ...presentClient({ id, key, name: input.name, scopes: input.scopes, createdAt: input.now, revokedAt: null }), secret, endpoint: LRS_ENDPOINT };
}
