import { createHash } from 'node:crypto';
import { type JsonObject, MULTIKEY_CONTEXT, OPEN_BADGES_CONTEXT, SECURITY_V2_CONTEXT, VC_V2_CONTEXT } from './linked-data';

/**
 * The documents of Open Badges 3.0 (1EdTech) on the W3C Verifiable Credentials data model 2.0
 * (docs/credentials.md#what-a-credential-says), built from plain facts; signing is linked-data.ts's.
 * Every nested object carries its `type`: the Open Badges context defines its terms per type, and a
 * term it does not define makes signing fail.
 */

/** Where a tenant's credential documents live, under its public origin. */
export function credentialUrls(origin: string) {
  const base = `${origin}/api/credentials`;
  return {
    issuer: `${base}/issuer`,
    key: (number: number) => `${base}/issuer/keys/${number}`,
    statusList: (number: number) => `${base}/status/${number}`,
    /** The public page of one credential, which the learner shares. */
    sharePage: (credentialId: string) => `${origin}/credentials/${credentialId}`,
    verifyPage: `${origin}/verify`,
  };
}

/** An xsd:dateTime to the second, in UTC, as the credentials' dates are written. */
const xsdDateTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A status list's size: 2^17 entries, the specification's minimum, so that one entry says nothing of who it is. */
export const STATUS_LIST_LENGTH = 131_072;

export interface IssuerFacts {
  origin: string;
  name: string;
  /** The tenant's logo, absolute; null when it has none. */
  image: string | null;
  email: string | null;
}

/** The tenant as an Open Badges issuer Profile, which is also the controller document of its keys (`assertionMethod`). */
export function issuerProfile(issuer: IssuerFacts, keyNumbers: readonly number[]): JsonObject {
  const urls = credentialUrls(issuer.origin);
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT, SECURITY_V2_CONTEXT],
    ...issuerReference(issuer),
    ...(issuer.image === null ? {} : { image: { id: issuer.image, type: 'Image' } }),
    ...(issuer.email === null ? {} : { email: issuer.email }),
    assertionMethod: keyNumbers.map((number) => urls.key(number)),
  };
}

const issuerReference = (issuer: IssuerFacts) => ({ id: credentialUrls(issuer.origin).issuer, type: 'Profile', name: issuer.name, url: issuer.origin });

/** One of the issuer's keys, as a Multikey verification method. */
export function issuerKey(origin: string, number: number, publicKeyMultibase: string): JsonObject {
  const urls = credentialUrls(origin);
  return { '@context': MULTIKEY_CONTEXT, id: urls.key(number), type: 'Multikey', controller: urls.issuer, publicKeyMultibase };
}

export interface AchievementCredentialFacts {
  credentialId: string;
  issuer: IssuerFacts;
  /** When it was earned (a certificate's lesson ended, a badge reached): the credential is valid from then. */
  earnedAt: Date;
  /** The credential's name, in the tenant's language (« Certificat — Conclure une vente », « Or — Vente »). */
  name: string;
  /** Who earned it: their name and address, or, their account erased, its random id alone (docs/credentials.md#erasure). */
  learner: { name: string; email: string; salt: string } | ErasedLearner;
  /**
   * What was achieved: a course certified (`Certificate`, its id the course's), or a badge at a level
   * (`Badge`, its id the same for every learner who reaches it).
   */
  achievement: { id: string; type: 'Certificate' | 'Badge'; title: string; description: string | null; criteria: string };
  competencies: readonly { id: string; title: string }[];
  /** A certificate's score out of 1000 and what it is, in the tenant's language (« Score sur 1000 »); null for a badge. */
  score: { value: number; label: string } | null;
  /** The medal, in the tenant's language: what it is (« Médaille »), its name (« Or ») and every name it may take; null without one. */
  medal: { label: string; name: string; names: readonly string[] } | null;
  status: { listNumber: number; index: number };
}

/** The salted hash of an e-mail address that names the learner without showing it (Open Badges' IdentityObject). */
export function identityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex')}`;
}

/** An erased learner: their account's random id, which names no one. */
export interface ErasedLearner {
  accountId: string;
  salt: string;
}

/**
 * How a credential names its learner: their name (as it reads) and their address (hashed); an
 * erased learner, only their account's random id, hashed (Open Badges asks an identifier of every
 * subject; `systemId`: the issuing system's).
 */
function learnerIdentifiers(learner: AchievementCredentialFacts['learner']): JsonObject[] {
  if ('accountId' in learner)
    return [
      { type: 'IdentityObject', identityType: 'systemId', hashed: true, identityHash: identityHash(learner.accountId, learner.salt), salt: learner.salt },
    ];
  return [
    { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: learner.name },
    { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: identityHash(learner.email, learner.salt), salt: learner.salt },
  ];
}

const identifiersOf = (document: JsonObject): unknown[] => {
  const subject = document.credentialSubject;
  const identifiers = typeof subject === 'object' && subject !== null ? (subject as JsonObject).identifier : undefined;
  return Array.isArray(identifiers) ? identifiers : [];
};

/** Whether the credential names its learner (their name or address), rather than an erased account's id alone. */
export const namesItsLearner = (document: JsonObject): boolean =>
  identifiersOf(document).some((identifier) => {
    const type = typeof identifier === 'object' && identifier !== null ? (identifier as JsonObject).identityType : undefined;
    return type !== 'systemId';
  });

/**
 * The credential as issued (same id, dates, achievement, result and status entry), its subject
 * naming the erased account's random id only, without its proof: to be signed again.
 */
export function anonymisedCredential(document: JsonObject, learner: ErasedLearner): JsonObject {
  const { proof: _proof, ...unsigned } = document;
  const subject = typeof unsigned.credentialSubject === 'object' && unsigned.credentialSubject !== null ? (unsigned.credentialSubject as JsonObject) : {};
  return { ...unsigned, credentialSubject: { ...subject, identifier: learnerIdentifiers(learner) } };
}

/** The OpenBadgeCredential of a certificate or a badge earned: the course or badge as the achievement, the score and medal as results. */
export function achievementCredential(facts: AchievementCredentialFacts): JsonObject {
  const urls = credentialUrls(facts.issuer.origin);
  const scoreDescription = `urn:uuid:${facts.credentialId}#score`;
  const medalDescription = `urn:uuid:${facts.credentialId}#medal`;
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: `urn:uuid:${facts.credentialId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: facts.name,
    issuer: issuerReference(facts.issuer),
    validFrom: xsdDateTime(facts.earnedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: learnerIdentifiers(facts.learner),
      achievement: {
        id: facts.achievement.id,
        type: ['Achievement'],
        achievementType: facts.achievement.type,
        name: facts.achievement.title,
        description: facts.achievement.description ?? facts.achievement.title,
        criteria: { narrative: facts.achievement.criteria },
        creator: issuerReference(facts.issuer),
        ...(facts.issuer.image === null ? {} : { image: { id: facts.issuer.image, type: 'Image' } }),
        ...(facts.competencies.length === 0
          ? {}
          : {
              alignment: facts.competencies.map((competency) => ({
                type: ['Alignment'],
                targetName: competency.title,
                targetUrl: `urn:uuid:${competency.id}`,
              })),
            }),
        resultDescription: [
          ...(facts.score === null
            ? []
            : [{ id: scoreDescription, type: ['ResultDescription'], name: facts.score.label, resultType: 'ScaledScore', valueMin: '0', valueMax: '1000' }]),
          ...(facts.medal === null
            ? []
            : [
                {
                  id: medalDescription,
                  type: ['ResultDescription'],
                  name: facts.medal.label,
                  resultType: 'PerformanceLevel',
                  allowedValue: [...facts.medal.names],
                },
              ]),
        ],
      },
      result: [
        ...(facts.score === null ? [] : [{ type: ['Result'], resultDescription: scoreDescription, value: String(facts.score.value) }]),
        ...(facts.medal === null ? [] : [{ type: ['Result'], resultDescription: medalDescription, value: facts.medal.name }]),
      ],
    },
    credentialStatus: {
      id: `${urls.statusList(facts.status.listNumber)}#${facts.status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.status.index),
      statusListCredential: urls.statusList(facts.status.listNumber),
    },
  };
}
