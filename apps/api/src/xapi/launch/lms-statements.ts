import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import type { Queryable } from '../../db/database';
import type { XapiPrincipal } from '../credentials/xapi-auth';
import { type StatementStore, storeStatements } from '../statements/store-statements';

/** The portal as the author of the statements it records itself (cmi5's launched, satisfied and abandoned). */
function lmsPrincipal(homePage: string): XapiPrincipal {
  return {
    credentialId: null,
    caller: { kind: 'client', scopes: ['all'] },
    launch: null,
    authority: { objectType: 'Agent', name: 'Espace Apprenant', account: { homePage, name: 'espace-apprenant' } },
  };
}

/**
 * Records statements of the LMS through the same store (validation, index, reactions) as any other;
 * in `tx` when given, with what the caller holds locked.
 */
export async function recordLmsStatements(
  store: StatementStore,
  tenantId: string,
  homePage: string,
  statements: JsonObject[],
  now: Date,
  tx?: Queryable,
): Promise<void> {
  if (statements.length === 0) return;
  await storeStatements(store, {
    tenantId,
    homePage,
    principal: lmsPrincipal(homePage),
    version: '1.0.3',
    method: 'POST',
    statementId: undefined,
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify(statements)),
    now,
    tx,
  });
}
