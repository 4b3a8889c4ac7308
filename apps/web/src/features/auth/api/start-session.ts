import type { AccessTokenAnswer } from '@espace/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/errors/api-error';
import { decodeTokenClaims, saveSession } from '../../../lib/session-storage';
import { signingInAgainAs } from '../session-renewal';

/** Keeps the token an API call answered with; an unreadable one is an error, not a half-open session. */
export function startSession(answer: AccessTokenAnswer, path: string): AccessTokenAnswer {
  if (!saveSession(answer.access_token)) throw new ApiError(200, { code: 'UNDEFINED' }, path);
  return answer;
}

/**
 * A mutation that ends signed in (password, invitation code, single sign-on).
 * Nothing cached for whoever was signed in before may show for the new user; the user a page
 * waited for (session-renewal.ts) finds it as they left it.
 */
export function useSessionMutation<TBody>(send: (body: TBody) => Promise<AccessTokenAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Read before the session is saved, which ends the wait.
    onMutate: () => signingInAgainAs(),
    onSuccess: (answer, _body, waitingFor) => {
      if (waitingFor === null || decodeTokenClaims(answer.access_token)?.sub !== waitingFor) queryClient.clear();
    },
  });
}
