import type { SsoCheckName, TenantSsoTest } from '@espace/contracts/admin-sso';
import { acceptableIssuer, normalisedIssuer } from '@espace/domain/admin/single-sign-on';
import { isProviderAddressRefusal } from '../accounts/sso/provider-fetch';
import { AppError } from '../http/app-error';

/** How long each request to the provider may take, and how much of its answer is read. */
const PROBE_TIMEOUT_MS = 5_000;
const PROBE_MAX_BYTES = 512 * 1024;

type Fetch = typeof fetch;
type Check = TenantSsoTest['checks'][number];

class ProbeFailure extends Error {}

/** One GET that follows no redirect (a provider does not redirect its discovery; an attacker would, inward) and reads a bounded JSON body. */
async function fetchJson(fetchImpl: Fetch, url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: 'manual', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // One answer for every address refused: the admin learns nothing of what is there, or whether it listens.
    if (isProviderAddressRefusal(error)) throw new AppError('SSO_PROVIDER_ADDRESS_REFUSED');
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new ProbeFailure(error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `unreachable${cause}`);
  }
  if (response.status >= 300 && response.status < 400)
    throw new ProbeFailure(`redirects (HTTP ${response.status}) to ${response.headers.get('location') ?? 'nowhere'}, which is not followed`);
  if (response.status !== 200) throw new ProbeFailure(`answered HTTP ${response.status}`);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader?.read(); read !== undefined && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > PROBE_MAX_BYTES) {
      await reader?.cancel();
      throw new ProbeFailure(`answered more than ${PROBE_MAX_BYTES} bytes`);
    }
    chunks.push(read.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * « Tester la connexion » (docs/administration.md#single-sign-on): fetches the issuer's discovery
 * document and its keys from the server, as a sign-in will, and says check by check what works.
 * Only https addresses are fetched (plain http on this machine only), through the provider fetch
 * (accounts/sso/provider-fetch.ts: no address of this machine or a private network unless the
 * operator allows it, 422 SSO_PROVIDER_ADDRESS_REFUSED otherwise), no redirect is followed, each
 * request has a timeout and a bounded answer. A check after a failed one is not run.
 */
export async function probeOidcIssuer(
  issuer: string,
  { fetchImpl, timeoutMs = PROBE_TIMEOUT_MS }: { fetchImpl: Fetch; timeoutMs?: number },
): Promise<TenantSsoTest> {
  const checks: Check[] = [];
  const pass = (check: SsoCheckName, detail: string | null = null) => checks.push({ check, ok: true, detail });
  const fail = (check: SsoCheckName, detail: string): TenantSsoTest => ({ ok: false, checks: [...checks, { check, ok: false, detail }] });

  const discoveryUrl = `${normalisedIssuer(issuer)}/.well-known/openid-configuration`;
  let document: unknown;
  try {
    document = await fetchJson(fetchImpl, discoveryUrl, timeoutMs);
  } catch (error) {
    if (error instanceof ProbeFailure) return fail('reached', `${discoveryUrl} ${error.message}`);
    throw error;
  }
  pass('reached', discoveryUrl);
  if (!isRecord(document)) return fail('document', 'the answer is not a JSON object');
  pass('document');
  if (typeof document.issuer !== 'string' || normalisedIssuer(document.issuer) !== normalisedIssuer(issuer)) {
    return fail('issuer', `the document names ${typeof document.issuer === 'string' ? document.issuer : 'no issuer'}`);
  }
  pass('issuer', document.issuer);
  const missing = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'].filter((name) => typeof document[name] !== 'string');
  if (missing.length > 0) return fail('endpoints', `missing ${missing.join(', ')}`);
  const responseTypes = document.response_types_supported;
  if (Array.isArray(responseTypes) && !responseTypes.includes('code')) return fail('endpoints', 'the provider does not offer the authorization code flow');
  pass('endpoints', String(document.authorization_endpoint));
  const jwksUri = String(document.jwks_uri);
  // The keys' address comes from the provider: held to the issuer's rule (https, http on this machine only).
  if (!acceptableIssuer(jwksUri.split('?')[0] ?? '')) return fail('keys', `${jwksUri} is not an https address`);
  try {
    const keys = await fetchJson(fetchImpl, jwksUri, timeoutMs);
    if (!isRecord(keys) || !Array.isArray(keys.keys) || keys.keys.length === 0) return fail('keys', `${jwksUri} holds no signing key`);
    pass('keys', `${keys.keys.length} key(s)`);
  } catch (error) {
    if (error instanceof ProbeFailure) return fail('keys', `${jwksUri} ${error.message}`);
    throw error;
  }
  return { ok: true, checks };
}
