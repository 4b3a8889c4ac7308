import { createPublicKey, verify, X509Certificate } from 'node:crypto';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { parseJson } from '@espace/domain/xapi/json-values';
import { signedPayloadMatches } from '@espace/domain/xapi/statement-shape';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';

export const SIGNATURE_USAGE = 'http://adlnet.gov/expapi/attachments/signature';

const ALGORITHMS: Record<string, string> = { RS256: 'RSA-SHA256', RS384: 'RSA-SHA384', RS512: 'RSA-SHA512' };

function decodeJson(segment: string): unknown {
  const parsed = parseJson(Buffer.from(segment, 'base64url').toString('utf8'));
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Why a signed statement's signature is refused, or null when it holds (Data 2.6): a JWS in compact
 * form, signed RS256, RS384 or RS512, whose payload is the statement; with an x5c certificate
 * chain, the signature must verify with the first certificate's key.
 */
export function signatureProblem(statement: JsonObject, jws: string): string | null {
  const segments = jws.trim().split('.');
  if (segments.length !== 3 || segments.some((segment) => !/^[A-Za-z0-9_-]*$/.test(segment))) return 'is not a JWS in compact serialization';
  const [headerText = '', payloadText = '', signature = ''] = segments;
  const header = decodeJson(headerText);
  const payload = decodeJson(payloadText);
  if (!isPlainObject(header) || typeof header.alg !== 'string' || ALGORITHMS[header.alg] === undefined) return 'must be signed with RS256, RS384 or RS512';
  if (!isPlainObject(payload) || !signedPayloadMatches(statement, payload)) return 'signs another statement than the one it is attached to';
  if (header.x5c === undefined) return null;
  const [first] = Array.isArray(header.x5c) ? header.x5c : [];
  if (typeof first !== 'string') return 'has an x5c header that is not a certificate chain';
  try {
    const key = createPublicKey(new X509Certificate(Buffer.from(first, 'base64')).publicKey.export({ type: 'spki', format: 'pem' }));
    const valid = verify(ALGORITHMS[header.alg], Buffer.from(`${headerText}.${payloadText}`), key, Buffer.from(signature, 'base64url'));
    return valid ? null : 'does not verify with the key of its x5c certificate';
  } catch {
    return 'has an x5c certificate that cannot be read';
  }
}
