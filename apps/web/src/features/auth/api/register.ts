import { type AccessTokenAnswer, accessTokenAnswerSchema, type RegisterBody } from '@espace/contracts/accounts';
import { apiRequest } from '../../../lib/api-client';
import { startSession, useSessionMutation } from './start-session';

/** POST users: registration with an invitation code signs the new user in. */
async function register(body: RegisterBody): Promise<AccessTokenAnswer> {
  return startSession(await apiRequest('users', { method: 'POST', body, contract: import.meta.env.DEV ? accessTokenAnswerSchema : undefined }), 'users');
}

export function useRegister() {
  return useSessionMutation(register);
}
