import type { AccessTokenAnswer, SsoExchangeBody } from '@espace/contracts/accounts';
import { apiRequest } from '../../../lib/api-client';
import { apiBase } from '../../../lib/api-base';
import { startSession, useSessionMutation } from './start-session';

/** SPEC §7: the OIDC login link is {api}/contexts/{id}/oidc/login; the server redirects to the tenant's provider. */
export function ssoLoginUrl(contextId: string): string {
  return `${apiBase()}contexts/${encodeURIComponent(contextId)}/oidc/login`;
}

/** The one-time code the callback put in `/login#sso={code}` is traded for an access token. */
export async function exchangeSsoCode(body: SsoExchangeBody): Promise<AccessTokenAnswer> {
  const answer = await apiRequest<AccessTokenAnswer>('users/sso/exchange', { method: 'POST', body, ownUnauthorized: true });
  return startSession(answer, 'users/sso/exchange');
}

export function useSsoExchange() {
  return useSessionMutation(exchangeSsoCode);
}
