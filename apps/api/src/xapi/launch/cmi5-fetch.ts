import { createHash, randomBytes } from 'node:crypto';
import type { XapiCredentialsRepository } from '../credentials/credentials-repository';
import type { XapiAnswer } from '../http/xapi-answer';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * cmi5's fetch URL (8.2): the first POST answers the session's auth token (Basic credentials,
 * made now: the LMS never held them before), any later one error 1; an unknown token error 2. The
 * answer is 200 with JSON either way, as cmi5 says.
 */
export async function fetchCmi5Token(credentials: XapiCredentialsRepository, tenantId: string, token: string | undefined): Promise<XapiAnswer> {
  const error = (code: '1' | '2', text: string): XapiAnswer => ({ status: 200, json: { 'error-code': code, 'error-text': text } });
  if (token === undefined || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return error('2', 'This fetch URL is not valid.');
  const secret = randomBytes(32).toString('base64url');
  const taken = await credentials.takeFetch(tenantId, sha256(token), sha256(secret));
  if (taken === undefined) return error('2', 'This fetch URL is not valid.');
  if (taken === 'used') return error('1', 'The authorization token has already been returned, or the session is over.');
  return { status: 200, json: { 'auth-token': Buffer.from(`${taken.key}:${secret}`).toString('base64') } };
}
