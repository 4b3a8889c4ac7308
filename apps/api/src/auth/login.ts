import type { LoginBody, LoginResponse } from '@espace/contracts/auth';
import { loginAccountKey, userAccountKey } from '@espace/domain/login-throttle';
import { TooManyAttemptsError, UnauthorizedError } from '../http/app-error';
import type { UsersRepository } from '../users/users-repository';
import type { LoginFailuresRepository } from './login-failures-repository';
import { verifyPassword } from './passwords';
import type { SessionsRepository } from './sessions-repository';
import type { TokenService } from './tokens';

interface LoginInput {
  tenantId: string;
  credentials: LoginBody;
  ip: string;
  now: Date;
  tokenTtlSeconds: number;
  users: UsersRepository;
  sessions: SessionsRepository;
  loginFailures: LoginFailuresRepository;
  tokens: TokenService;
}

/**
 * Signs a user in with an email or a username. Wrong password, unknown user
 * and a user of another tenant all give the same UNAUTHORIZED answer. The
 * attempt is reserved with the throttle before the password is hashed, so
 * parallel guesses are counted one by one; a throttled attempt gets
 * TOO_MANY_LOGIN_ATTEMPTS with Retry-After, even with the right password.
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const { tenantId, credentials, ip, now, users, sessions, loginFailures, tokens } = input;
  const identifier = credentials.email ?? credentials.username ?? '';
  const login = credentials.email !== undefined ? { email: identifier } : { username: identifier };

  const user = await users.findCredentials(tenantId, login);
  const account = user ? userAccountKey(user.id) : loginAccountKey(identifier);
  const retryAfterMs = await loginFailures.reserveAttempt(tenantId, account, ip, now);
  if (retryAfterMs > 0) throw new TooManyAttemptsError(retryAfterMs);

  const passwordMatches = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !passwordMatches) throw new UnauthorizedError();

  await loginFailures.clearAccount(tenantId, account);
  const sessionId = await sessions.create(tenantId, user.id, new Date(now.getTime() + input.tokenTtlSeconds * 1000));
  return { access_token: tokens.sign({ sub: user.id, ctx: tenantId, sid: sessionId }) };
}
