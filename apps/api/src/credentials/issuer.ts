import type { Tenant } from '../contexts/context-repository';
import { publicOrigin } from '../contexts/public-origin';
import type { TenantCache } from '../contexts/tenant-cache';
import type { CredentialsRepository } from './credentials-repository';
import { generateKeyPair, type JsonObject, type PortalDocuments, type SigningKey, signCredential, statusListCredential } from './linked-data';
import { credentialUrls, type IssuerFacts, issuerKey, issuerProfile, STATUS_LIST_LENGTH } from './open-badge';
import type { Sealer } from './sealing';

export interface IssuerDependencies {
  repository: CredentialsRepository;
  /** Resolved at first use: the key may be generated and kept in the database (CREDENTIALS_KEY unset). */
  sealer: () => Promise<Sealer>;
  tenants: Pick<TenantCache, 'list'>;
  publicUrl: URL;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Each tenant as an issuer (docs/credentials.md#the-issuer): its profile and keys published under its
 * front-office origin, its signing key made on first use and sealed at rest, its status lists.
 */
export function createIssuer(deps: IssuerDependencies) {
  const { repository } = deps;
  const originOf = (tenant: Tenant) => publicOrigin(tenant.hosts.frontoffice, deps.publicUrl);

  function factsOf(tenant: Tenant): IssuerFacts {
    const origin = originOf(tenant);
    const logo = tenant.assets.logos.main;
    const contact = tenant.settings.helpContact ?? tenant.settings.supportContact;
    return {
      origin,
      name: tenant.name,
      image: logo === null ? null : new URL(logo, origin).href,
      email: contact !== null && EMAIL.test(contact) ? contact : null,
    };
  }

  /** The tenant's signing key, made (and sealed) the first time it signs. */
  async function signingKey(tenant: Tenant): Promise<SigningKey> {
    const sealer = await deps.sealer();
    let key = (await repository.keys(tenant.id)).find((candidate) => candidate.retiredAt === null);
    if (key === undefined) {
      const pair = await generateKeyPair();
      await repository.addKey(
        tenant.id,
        { publicKeyMultibase: pair.publicKeyMultibase, sealedSecretKey: sealer.seal(pair.secretKeyMultibase) },
        { onlyIfNone: true },
      );
      key = (await repository.keys(tenant.id)).find((candidate) => candidate.retiredAt === null);
      if (key === undefined) throw new Error('The signing key could not be stored');
    }
    const urls = credentialUrls(originOf(tenant));
    return {
      id: urls.key(key.number),
      controller: urls.issuer,
      publicKeyMultibase: key.publicKeyMultibase,
      secretKeyMultibase: sealer.unseal(key.sealedSecretKey),
    };
  }

  /**
   * The documents of every tenant of this portal, by URL, as a verifier would fetch them: the
   * tenant whose public origin the URL has, then the path. Read at each call.
   */
  const documents: PortalDocuments = async (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    const tenant = (await deps.tenants.list()).find((candidate) => originOf(candidate) === parsed.origin);
    if (tenant === undefined || parsed.search !== '' || parsed.hash !== '') return null;
    return documentAt(tenant, parsed.pathname);
  };

  async function documentAt(tenant: Tenant, path: string): Promise<JsonObject | null> {
    const match = /^\/api\/credentials\/(?:(issuer)|issuer\/keys\/(\d{1,9})|status\/(\d{1,9}))$/.exec(path);
    if (match === null) return null;
    if (match[1] !== undefined) return profile(tenant);
    if (match[2] !== undefined) return key(tenant, Number(match[2]));
    return (await repository.statusList(tenant.id, Number(match[3])))?.document ?? null;
  }

  /** The issuer profile, listing every key it ever signed with: a retired key still verifies what it signed. */
  async function profile(tenant: Tenant): Promise<JsonObject> {
    const keys = await repository.keys(tenant.id);
    return issuerProfile(
      factsOf(tenant),
      keys.map((stored) => stored.number),
    );
  }

  async function key(tenant: Tenant, number: number): Promise<JsonObject | null> {
    const stored = (await repository.keys(tenant.id)).find((candidate) => candidate.number === number);
    return stored === undefined ? null : issuerKey(originOf(tenant), number, stored.publicKeyMultibase);
  }

  /**
   * Signs the tenant's status lists with its key, read once here: the signing itself reads nothing
   * from the database, so it may run in a transaction (the embedded database serves one at a time).
   */
  async function statusListSigner(tenant: Tenant): Promise<(number: number, revoked: readonly number[]) => Promise<JsonObject>> {
    const key = await signingKey(tenant);
    const urls = credentialUrls(originOf(tenant));
    return async (number, revoked) => {
      const unsigned = await statusListCredential({ id: urls.statusList(number), issuer: urls.issuer, length: STATUS_LIST_LENGTH, revoked });
      return signCredential(unsigned, key, async () => null);
    };
  }

  /**
   * Signs credentials with the tenant's signing key, read once here, or null when the tenant never
   * signed anything (it has no key, so no credential either): the signing itself reads nothing from
   * the database, so it may run in a transaction, as the status lists' does.
   */
  async function credentialSigner(tenant: Tenant): Promise<((credential: JsonObject) => Promise<JsonObject>) | null> {
    if (!(await repository.keys(tenant.id)).some((stored) => stored.retiredAt === null)) return null;
    const key = await signingKey(tenant);
    return async (credential) => signCredential(credential, key, async () => null);
  }

  /** A place in one of the tenant's status lists for a new credential; a list holds half its length, then the next opens. */
  async function statusSlot(tenant: Tenant): Promise<{ listId: string; listNumber: number; index: number }> {
    const capacity = STATUS_LIST_LENGTH / 2;
    for (;;) {
      const slot = await repository.takeStatusSlot(tenant.id, capacity);
      if (slot !== null) return { ...slot, index: Math.floor(Math.random() * STATUS_LIST_LENGTH) };
      const next = (await repository.lastStatusListNumber(tenant.id)) + 1;
      await repository.openStatusList(tenant.id, next, await (await statusListSigner(tenant))(next, []));
    }
  }

  return {
    originOf,
    factsOf,
    signingKey,
    documents,
    documentAt,
    statusListSigner,
    credentialSigner,
    statusSlot,
    /** Signs with the tenant's key; the documents it refers to are resolved as verifiers would. */
    sign: async (tenant: Tenant, credential: JsonObject) => signCredential(credential, await signingKey(tenant), documents),
    /** A new signing key; the previous one is retired and stays published (docs/credentials.md#keys). */
    async rotateKey(tenant: Tenant): Promise<number> {
      const sealer = await deps.sealer();
      const pair = await generateKeyPair();
      await repository.addKey(
        tenant.id,
        { publicKeyMultibase: pair.publicKeyMultibase, sealedSecretKey: sealer.seal(pair.secretKeyMultibase) },
        { onlyIfNone: false },
      );
      const keys = await repository.keys(tenant.id);
      return keys.find((candidate) => candidate.retiredAt === null)?.number ?? 0;
    },
  };
}
export type Issuer = ReturnType<typeof createIssuer>;
