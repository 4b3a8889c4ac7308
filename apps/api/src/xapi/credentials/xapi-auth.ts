import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { agentKey, type JsonObject } from '@espace/domain/xapi/agent-identity';
import type { LaunchBinding } from '@espace/domain/xapi/launch-rules';
import type { XapiCaller } from '@espace/domain/xapi/scopes';
import { createCache } from '../../db/cache';
import { UnauthorizedError } from '../../http/app-error';
import type { Cmi5Launch, XapiCredential, XapiCredentialsRepository } from './credentials-repository';

/** Who is calling the LRS, once their credentials are checked. */
export interface XapiPrincipal {
  /** The credential used; null for statements the portal records itself. */
  credentialId: string | null;
  caller: XapiCaller;
  /** Set for a launch: the learner and registration it is bound to. */
  launch: (LaunchBinding & { userId: string; pageId: string; lessonId: string; actor: JsonObject; cmi5: Cmi5Launch | null }) | null;
  /** The agent stored as every statement's authority. */
  authority: JsonObject;
}

const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A key and a secret, random, for a new credential; only the secret's SHA-256 is kept. */
export function newKeyAndSecret(): { key: string; secret: string; secretSha256: string } {
  const key = randomBytes(15).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { key, secret, secretSha256: sha256Hex(secret) };
}

/** `Basic base64(key:secret)` → its parts; undefined for anything else. */
function basicCredentials(header: string | undefined): { key: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon > 200) return undefined;
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const sameDigest = (left: string, right: string) => left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));

/**
 * Checks the LRS's Basic credentials: a key of this tenant, its secret, still usable. Credentials
 * found are remembered `ttlMs` per process (a statement burst costs no query); a revocation or a
 * page left shows within that delay. An unknown key is not remembered. Any failure is the same 401, telling nothing.
 */
export function createXapiAuth(credentials: XapiCredentialsRepository, ttlMs: number) {
  const cache = createCache<XapiCredential>({ ttlMs, max: 10_000 });
  /** `homePage`: the tenant's public origin, home of the authority's account. */
  return async function authenticate(tenantId: string, header: string | undefined, homePage: string): Promise<XapiPrincipal> {
    const given = basicCredentials(header);
    if (!given) throw new UnauthorizedError();
    const credential = await cache.get(given.key, () => credentials.findByKey(given.key));
    if (!credential || credential.tenantId !== tenantId || !credential.usable || !sameDigest(sha256Hex(given.secret), credential.secretSha256))
      throw new UnauthorizedError();
    if (credential.kind === 'client') {
      return {
        credentialId: credential.id,
        caller: { kind: 'client', scopes: credential.scopes },
        launch: null,
        authority: { objectType: 'Agent', name: credential.name, account: { homePage, name: `lrs-client:${credential.id}` } },
      };
    }
    const actor = credential.actor ?? {};
    const learner = agentKey(actor);
    if (!learner || !credential.userId || !credential.pageId || !credential.lessonId || !credential.registration) throw new UnauthorizedError();
    return {
      credentialId: credential.id,
      caller: { kind: 'launch' },
      launch: {
        learner,
        registration: credential.registration,
        userId: credential.userId,
        pageId: credential.pageId,
        lessonId: credential.lessonId,
        actor,
        cmi5: credential.cmi5,
      },
      authority: { objectType: 'Agent', name: 'Espace Apprenant', account: { homePage, name: 'espace-apprenant' } },
    };
  };
}
