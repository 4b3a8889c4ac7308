import { type Me, meSchema } from '@espace/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSessionToken } from '../hooks/use-session-token';

function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  return apiRequest('users/me', { signal, contract: import.meta.env.DEV ? meSchema : undefined });
}

/** Loaded once per session: sign-in removes it, logout clears the whole cache. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Asks only while a token is stored: without one the answer is known (401) and must not be cached. */
export function useMe() {
  const token = useSessionToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null });
}
