import { type AccessTokenAnswer, accessTokenAnswerSchema, type SsoExchangeBody } from '@espace/contracts/accounts';
import { apiRequest } from '../../../lib/api-client';
import { apiBase } from '../../../lib/api-base';
import { startSession, useSessionMutation } from './start-session';

/** docs/product/api-calls.md#sign-in-and-account: the OIDC login link is {api}/contexts/{id}/oidc/login; the server redirects to the tenant's provider. */
export function ssoLoginUrl(contextId: string): string {
  return `${apiBase()}contexts/${encodeURIComponent(contextId)}/oidc/login`;
}

/** The one-time code the callback put in `/login#sso={code}` is traded for an access token. */
async function exchangeSsoCode(body: SsoExchangeBody): Promise<AccessTokenAnswer> {
  const answer = await apiRequest('users/sso/exchange', {
    method: 'POST',
    body,
    ownUnauthorized: true,
    contract: import.meta.env.DEV ? accessTokenAnswerSchema : undefined,
  });
  return startSession(answer, 'users/sso/exchange');
}

export function useSsoExchange() {
  return useSessionMutation(exchangeSsoCode);
}
