import type { LoginBody, LoginResponse } from '@espace/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session-storage';
import { ApiError } from '../../../lib/errors/api-error';

export async function login(credentials: LoginBody): Promise<LoginResponse> {
  const response = await apiRequest<LoginResponse>('users/login', { method: 'POST', body: credentials });
  if (!saveSession(response.access_token)) throw new ApiError(200, { code: 'UNDEFINED' }, 'users/login');
  return response;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Nothing cached for whoever was signed in before may show for the new user.
    onSuccess: () => queryClient.clear(),
  });
}
