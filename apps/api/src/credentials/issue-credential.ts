import { randomUUID } from 'node:crypto';
import type { Tenant } from '../contexts/context-repository';
import type { ServerTexts } from '../i18n/server-texts';
import type { CredentialsRepository, StoredCredential } from './credentials-repository';
import type { Issuer } from './issuer';
import type { JsonObject } from './linked-data';

/** Signing again with another status index: each try picks one at random among half-empty slots, so a second try is rare, a sixth never. */
const ATTEMPTS = 5;

/**
 * Signs and stores one credential (a certificate's or a badge's): a status list entry taken, the
 * document signed with it, the row stored. Of two issuings of the same thing at once, the first
 * stored stays and both answer it (`stored`, the row the other one stored); an index taken meanwhile
 * is tried again with another.
 */
export async function issueCredential(input: {
  tenant: Tenant;
  issuer: Issuer;
  repository: CredentialsRepository;
  row: Pick<StoredCredential, 'userId' | 'lessonId' | 'certificationRef' | 'badge'>;
  document: (id: string, slot: { listNumber: number; index: number }) => JsonObject;
  stored: () => Promise<StoredCredential | undefined>;
}): Promise<StoredCredential> {
  const { tenant, repository } = input;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const slot = await input.issuer.statusSlot(tenant);
    const id = randomUUID();
    const document = await input.issuer.sign(tenant, input.document(id, slot));
    const inserted = await repository.insert(tenant.id, { id, ...input.row, statusListId: slot.listId, statusIndex: slot.index, document });
    const credential = inserted ? await repository.find(tenant.id, id) : await input.stored();
    if (credential) return credential;
  }
  throw new Error(`No free status list index for a credential after ${ATTEMPTS} attempts`);
}

/** The medals' names in a credential's language, and every name a medal may take (a PerformanceLevel's allowed values). */
export function medalNames(texts: ServerTexts) {
  const names = {
    bronze: texts.text('credential.medals.bronze'),
    silver: texts.text('credential.medals.silver'),
    gold: texts.text('credential.medals.gold'),
  };
  return { ...names, all: [names.bronze, names.silver, names.gold] };
}
