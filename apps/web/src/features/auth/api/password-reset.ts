import {
  type PasswordResetRequestAnswer,
  passwordResetRequestAnswerSchema,
  type PasswordResetRequestBody,
  type PasswordResetUser,
  passwordResetUserSchema,
} from '@espace/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const tokenPath = (token: string) => `users/password-reset/${encodeURIComponent(token)}`;

/** POST users/password-reset: the answer is the same whether the address is known or not. */
function requestPasswordReset(body: PasswordResetRequestBody): Promise<PasswordResetRequestAnswer> {
  return apiRequest('users/password-reset', { method: 'POST', body, contract: import.meta.env.DEV ? passwordResetRequestAnswerSchema : undefined });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Whose password a link resets. A 401 here is about the link (unknown, used), not the stored session. */
export function loadResetUser(token: string, signal?: AbortSignal): Promise<PasswordResetUser> {
  return apiRequest(tokenPath(token), { ownUnauthorized: true, signal, contract: import.meta.env.DEV ? passwordResetUserSchema : undefined });
}

function applyPasswordReset({ token, password }: { token: string; password: string }): Promise<void> {
  return apiRequest<void>(tokenPath(token), { method: 'PATCH', body: { password }, ownUnauthorized: true });
}

export function useApplyPasswordReset() {
  return useMutation({ mutationFn: applyPasswordReset });
}
