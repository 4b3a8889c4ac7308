import type { LevelsResponse } from '@espace/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myDashboard('levels'),
    queryFn: ({ signal }) => apiRequest<LevelsResponse>('users/me/dashboard/levels', { signal }),
  });

/** Badges, competencies, jobs and the progress rate: the levels and jobs tabs share one call. */
export function useLevels() {
  return useQuery(levelsQueryOptions());
}
