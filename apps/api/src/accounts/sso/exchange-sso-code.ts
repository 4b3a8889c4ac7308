import type { AccessTokenAnswer } from '@espace/contracts/accounts';
import { hashSecret } from '../secrets';
import type { TokenService } from '../../auth/tokens';
import { UnauthorizedError } from '../../http/app-error';
import type { SsoRepository } from './sso-repository';

interface ExchangeSsoCodeInput {
  tenantId: string;
  code: string;
  now: Date;
  sso: SsoRepository;
  tokens: TokenService;
}

/**
 * The access token of the session a single sign-on opened. The code went through the URL
 * fragment (never sent to a server, never in logs) and works once, within a minute.
 */
export async function exchangeSsoCode({ tenantId, code, now, sso, tokens }: ExchangeSsoCodeInput): Promise<AccessTokenAnswer> {
  const signIn = await sso.useExchangeCode(tenantId, hashSecret(code), now);
  if (!signIn) throw new UnauthorizedError();
  return { access_token: tokens.sign({ sub: signIn.userId, ctx: tenantId, sid: signIn.sessionId }) };
}
