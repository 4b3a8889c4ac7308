import { levelsResponseSchema } from '@espace/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const levelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myDashboard('levels'),
    queryFn: ({ signal }) => apiRequest('users/me/dashboard/levels', { signal, contract: import.meta.env.DEV ? levelsResponseSchema : undefined }),
  });

/** Badges, competencies, jobs and the progress rate: the levels and jobs tabs share one call. */
export function useLevels() {
  return useQuery(levelsQueryOptions());
}
