import type { AccessTokenAnswer, RegisterBody } from '@espace/contracts/accounts';
import { apiRequest } from '../../../lib/api-client';
import { startSession, useSessionMutation } from './start-session';

/** POST users: registration with an invitation code signs the new user in. */
export async function register(body: RegisterBody): Promise<AccessTokenAnswer> {
  return startSession(await apiRequest<AccessTokenAnswer>('users', { method: 'POST', body }), 'users');
}

export function useRegister() {
  return useSessionMutation(register);
}
