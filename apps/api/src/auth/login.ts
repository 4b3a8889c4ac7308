import type { LoginBody, LoginResponse } from '@espace/contracts/auth';
import { deviceKey, identifierKey } from '@espace/domain/login-throttle';
import { TooManyAttemptsError, UnauthorizedError } from '../http/app-error';
import type { UsersRepository } from '../users/users-repository';
import type { DeviceCookies } from './device-cookies';
import type { LoginFailuresRepository } from './login-failures-repository';
import { inHashingSlot } from './passwords';
import type { SessionsRepository } from './sessions-repository';
import type { TokenService } from './tokens';

interface LoginInput {
  tenantId: string;
  credentials: LoginBody;
  ip: string;
  /** The request's Cookie header: only the device cookie is read from it. */
  cookieHeader: string | undefined;
  /** Whether the request came over https: the device cookie is then Secure. */
  secure: boolean;
  now: Date;
  tokenTtlSeconds: number;
  users: UsersRepository;
  sessions: SessionsRepository;
  /** accounts/ records the account's use (docs/privacy.md#retention): its table is not auth/'s to write. */
  accounts: { markActive(tenantId: string, userId: string, at: Date): Promise<void> };
  loginFailures: LoginFailuresRepository;
  tokens: TokenService;
  devices: DeviceCookies;
}

interface LoginOutcome {
  answer: LoginResponse;
  /** The device cookie to set: this browser signed this user in. */
  setCookie: string;
}

/**
 * Signs a user in with an email or a username. Wrong password, unknown user and a user of another
 * tenant all give the same UNAUTHORIZED answer. In a hashing slot, the attempt is recorded with the
 * throttle, then its password checked, so parallel guesses are counted one by one, on the key and
 * on the address. A throttled attempt gets TOO_MANY_LOGIN_ATTEMPTS
 * with Retry-After, even with the right password. It is counted under the identifier as typed,
 * whether or not it names someone, or under the browser's device cookie when that browser signed
 * this user in before (docs/architecture.md#sign-in-throttling).
 */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  const { tenantId, credentials, ip, now, users, sessions, loginFailures, tokens, devices } = input;
  const identifier = credentials.email !== undefined ? { email: credentials.email } : { username: credentials.username ?? '' };

  const user = await users.findCredentials(tenantId, identifier);
  const device = user && devices.deviceOf(input.cookieHeader, tenantId, user.id, now);
  const key = device === undefined ? identifierKey(identifier) : deviceKey(device);
  // Counted and checked in one slot: the attempts counted but not yet checked are a few per process.
  const { retryAfterMs, matches } = await inHashingSlot(async (verify) => {
    const wait = await loginFailures.reserveAttempt(tenantId, key, ip, now);
    return wait > 0 ? { retryAfterMs: wait, matches: false } : { retryAfterMs: 0, matches: await verify(user?.passwordHash, credentials.password) };
  });
  if (retryAfterMs > 0) throw new TooManyAttemptsError(retryAfterMs);
  if (!user || !matches) throw new UnauthorizedError();

  await loginFailures.forgive(tenantId, key, ip);
  const sessionId = await sessions.create(tenantId, user.id, new Date(now.getTime() + input.tokenTtlSeconds * 1000));
  await input.accounts.markActive(tenantId, user.id, now);
  return {
    answer: { access_token: tokens.sign({ sub: user.id, ctx: tenantId, sid: sessionId }) },
    setCookie: devices.afterSignIn(input.cookieHeader, tenantId, user.id, now, input.secure),
  };
}
