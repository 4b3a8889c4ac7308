import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session-storage';
import { paths } from '../../../lib/paths';

function logout(): Promise<void> {
  return apiRequest<void>('users/logout', { method: 'POST' });
}

/** docs/product/accounts.md#sessions: logout revokes the token, clears all cached data, resets the session and goes to login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token may already be expired or revoked: signing out locally is what matters.
    }
    // Leave first: clearing under a mounted page would make it refetch into the emptied cache.
    await navigate(paths.login.getHref(), { replace: true });
    clearSession();
    queryClient.clear();
  }, [navigate, queryClient]);
}

/**
 * The forced sign-out where the page stays (a reset link, docs/product/errors.md#token-links): the stored
 * session and every cached answer go; the server has already revoked the
 * sessions when a password changed.
 */
export function useForceLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
  }, [queryClient]);
}
