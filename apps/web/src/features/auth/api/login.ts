import type { LoginBody, LoginResponse } from '@espace/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { startSession, useSessionMutation } from './start-session';

export async function login(credentials: LoginBody): Promise<LoginResponse> {
  return startSession(await apiRequest<LoginResponse>('users/login', { method: 'POST', body: credentials }), 'users/login');
}

export function useLogin() {
  return useSessionMutation(login);
}
