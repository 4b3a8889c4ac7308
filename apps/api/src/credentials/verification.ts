import type { CredentialSummary, CredentialVerification } from '@espace/contracts/credentials';
import { checkProof, type JsonObject, type PortalDocuments, type ProofOutcome } from './linked-data';

/**
 * A credential's verification in plain words (docs/credentials.md#verifying): its signature against
 * its issuer's published key, its status list, its dates, each reported apart, and one outcome.
 * Anything can be handed in, ours or another issuer's, well-formed or not: nothing here trusts it.
 */
export async function verifyDocument(
  document: JsonObject,
  input: { portal: PortalDocuments; now: Date; revokedAt?: (credentialId: string, issuerId: string) => Promise<Date | null> },
): Promise<Omit<CredentialVerification, 'sharePath'>> {
  const summary = summarise(document);
  const dates = datesCheck(summary, input.now);
  const issuerId = summary.issuer.id;
  const issuer =
    issuerId === null ? 'external' : issuerId.startsWith('did:key:') ? 'did-key' : (await input.portal(issuerId)) !== null ? 'this-portal' : 'external';
  // The libraries check the dates too: they are given a moment the credential was valid at, so
  // that their answer is about the signature and the status only.
  const proof = isCredentialShaped(document)
    ? await checkProof(document, input.portal, momentValid(summary, input.now))
    : ({ signature: 'malformed', status: null } as ProofOutcome);
  const status = proof.signature !== 'valid' ? 'not-checked' : (proof.status ?? 'none');
  const revokedAt =
    status === 'revoked' && issuer === 'this-portal' && summary.id !== null && issuerId !== null && input.revokedAt
      ? await input.revokedAt(summary.id, issuerId)
      : null;
  return {
    outcome: outcomeOf(proof.signature, status, dates),
    checks: { signature: proof.signature, status, dates, issuer },
    revokedAt: revokedAt?.toISOString() ?? null,
    unresolved: proof.unresolved ?? null,
    credential: proof.signature === 'malformed' && summary.name === null ? null : summary,
  };
}

type Checks = CredentialVerification['checks'];

export function outcomeOf(signature: Checks['signature'], status: Checks['status'], dates: Checks['dates']): CredentialVerification['outcome'] {
  if (signature === 'unresolvable') return 'unverifiable';
  if (signature !== 'valid') return 'invalid';
  if (status === 'revoked') return 'revoked';
  if (status === 'invalid') return 'invalid';
  if (status === 'unresolvable') return 'unverifiable';
  if (dates !== 'valid') return dates;
  return 'valid';
}

export function datesCheck(summary: Pick<CredentialSummary, 'validFrom' | 'validUntil'>, now: Date): Checks['dates'] {
  const from = dateOf(summary.validFrom);
  const until = dateOf(summary.validUntil);
  if (from !== null && from > now) return 'not-yet-valid';
  if (until !== null && until < now) return 'expired';
  return 'valid';
}

function momentValid(summary: CredentialSummary, now: Date): Date {
  const from = dateOf(summary.validFrom);
  const until = dateOf(summary.validUntil);
  if (from !== null && from > now) return from;
  if (until !== null && until < now) return until;
  return now;
}

const dateOf = (value: string | null) => {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const isCredentialShaped = (document: JsonObject) => '@context' in document && 'proof' in document && 'credentialSubject' in document;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, 1000) : null);
const object = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** What a credential says of itself, read defensively: any field may be missing or of another shape. */
export function summarise(document: JsonObject): CredentialSummary {
  const issuer = typeof document.issuer === 'string' ? { id: document.issuer } : object(document.issuer);
  const subject = object(list(document.credentialSubject)[0]);
  const achievement = object(subject.achievement);
  const descriptions = new Map(
    list(achievement.resultDescription)
      .map(object)
      .map((description) => [text(description.id), text(description.name)] as const),
  );
  const identifiers = list(subject.identifier).map(object);
  const named = identifiers.find((identifier) => identifier.identityType === 'name' && identifier.hashed === false);
  return {
    id: text(document.id),
    name: text(document.name),
    issuer: { id: text(issuer.id), name: text(issuer.name), url: text(issuer.url) },
    achievement: {
      name: text(achievement.name),
      description: text(achievement.description),
      criteria: text(object(achievement.criteria).narrative),
      type: text(achievement.achievementType),
    },
    competencies: list(achievement.alignment)
      .map((alignment) => text(object(alignment).targetName))
      .filter((name): name is string => name !== null)
      .slice(0, 50),
    learner: text(named?.identityHash) ?? text(subject.name),
    results: list(subject.result)
      .map(object)
      .flatMap((result) => {
        const value = text(result.value) ?? text(result.achievedLevel);
        return value === null ? [] : [{ label: descriptions.get(text(result.resultDescription)) ?? null, value }];
      })
      .slice(0, 20),
    validFrom: text(document.validFrom) ?? text(document.issuanceDate),
    validUntil: text(document.validUntil) ?? text(document.expirationDate),
  };
}
