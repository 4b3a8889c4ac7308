import { dueSoonSchema } from '@espace/contracts/due-dates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** « Cette semaine » follows Home's own refresh (docs/product/screens-and-routes.md#home). */
const dueSoonRefreshMs = 60_000;

const dueSoonQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myDueSoon(),
    queryFn: ({ signal }) => apiRequest('users/me/due-soon', { signal, contract: import.meta.env.DEV ? dueSoonSchema : undefined }),
    refetchInterval: dueSoonRefreshMs,
  });

export function useDueSoon() {
  return useQuery(dueSoonQueryOptions());
}
