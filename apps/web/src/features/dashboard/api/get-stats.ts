import { type StatsPeriod, statsResponseSchema } from '@espace/contracts/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const statsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: queryKeys.myDashboard('stats', period),
    queryFn: ({ signal }) =>
      apiRequest(`users/me/dashboard/stats?period=${period}`, { signal, contract: import.meta.env.DEV ? statsResponseSchema : undefined }),
    placeholderData: keepPreviousData,
  });

export function useStats(period: StatsPeriod) {
  return useQuery(statsQueryOptions(period));
}
