import { type LoginBody, type LoginResponse, loginResponseSchema } from '@espace/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { startSession, useSessionMutation } from './start-session';

async function login(credentials: LoginBody): Promise<LoginResponse> {
  return startSession(
    await apiRequest('users/login', { method: 'POST', body: credentials, contract: import.meta.env.DEV ? loginResponseSchema : undefined }),
    'users/login',
  );
}

export function useLogin() {
  return useSessionMutation(login);
}
