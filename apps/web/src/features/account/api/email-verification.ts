import type { AddressLinkAnswer } from '@espace/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST users/me/email-verification: mails the link the signed-in user's address waits for again (throttled: 429). */
export function useResendEmailVerification() {
  return useMutation({ mutationFn: () => apiRequest<unknown>('users/me/email-verification', { method: 'POST' }) });
}

const confirmations = new Map<string, Promise<AddressLinkAnswer>>();

/**
 * POST users/email-verification with a link's token: what the link did. A link works once, so the
 * request is made once per token even when the screen mounts twice (React's development double effects).
 */
export function confirmEmailOnce(token: string): Promise<AddressLinkAnswer> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = apiRequest<AddressLinkAnswer>('users/email-verification', { method: 'POST', body: { token }, ownUnauthorized: true });
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Whoever is signed in here may be the user whose address was just proven. */
export function useForgetMe() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
}
