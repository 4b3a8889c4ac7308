import type { LoginBody, LoginResponse } from '@espace/contracts/auth';
import { loginAccountKey, loginBlocked, loginThrottle } from '@espace/domain/login-throttle';
import { AppError, UnauthorizedError } from '../http/app-error';
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
 * and a user of another tenant all give the same UNAUTHORIZED answer; too
 * many recent failures give TOO_MANY_LOGIN_ATTEMPTS before the password is
 * even checked.
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const { tenantId, credentials, ip, now, users, sessions, loginFailures, tokens } = input;
  const identifier = credentials.email ?? credentials.username ?? '';
  const login = credentials.email !== undefined ? { email: identifier } : { username: identifier };
  const account = loginAccountKey(identifier);
  const windowStart = new Date(now.getTime() - loginThrottle.windowMs);

  if (loginBlocked(await loginFailures.countRecent(tenantId, account, ip, windowStart))) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');

  const user = await users.findCredentials(tenantId, login);
  const passwordMatches = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !passwordMatches) {
    await loginFailures.record(tenantId, account, ip, windowStart);
    throw new UnauthorizedError();
  }

  await loginFailures.clearAccount(tenantId, account);
  const sessionId = await sessions.create(tenantId, user.id, new Date(now.getTime() + input.tokenTtlSeconds * 1000));
  return { access_token: tokens.sign({ sub: user.id, ctx: tenantId, sid: sessionId }) };
}
