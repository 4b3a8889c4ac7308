import { randomBytes } from 'node:crypto';
import type { Tenant } from '../contexts/context-repository';
import type { Queryable } from '../db/database';
import type { CredentialsRepository } from './credentials-repository';
import type { Issuer } from './issuer';
import { anonymisedCredential, namesItsLearner } from './open-badge';

/**
 * The credentials of an account being erased stay verifiable and name no one (docs/credentials.md#erasure):
 * each is signed again as issued (its id, dates, achievement, result and status entry) with its
 * subject naming the account's random id only. The copies the learner took keep verifying: the key
 * that signed them stays published and their status entry is the same one. Answers the step to run
 * in the erasure's transaction; the signing key is read before it, as signing reads nothing then.
 */
export async function credentialsAnonymiser(input: {
  tenant: Tenant;
  issuer: Pick<Issuer, 'credentialSigner'>;
  repository: Pick<CredentialsRepository, 'lockOfUser' | 'replaceDocument'>;
}): Promise<(tx: Queryable, userId: string) => Promise<void>> {
  const { tenant, repository } = input;
  const sign = await input.issuer.credentialSigner(tenant);
  return async (tx, userId) => {
    if (sign === null) return;
    for (const credential of await repository.lockOfUser(tenant.id, userId, tx)) {
      if (!namesItsLearner(credential.document)) continue;
      const document = anonymisedCredential(credential.document, { accountId: userId, salt: randomBytes(16).toString('hex') });
      await repository.replaceDocument(tenant.id, credential.id, await sign(document), tx);
    }
  };
}
