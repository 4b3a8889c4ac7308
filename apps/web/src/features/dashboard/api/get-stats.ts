import type { StatsPeriod, StatsResponse } from '@espace/contracts/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC §9 Period choices, in the order the select offers them. */
export const statsPeriods: readonly StatsPeriod[] = ['1w', '1m', '3m', '6m', '1y'];

export const statsQueryOptions = (period: StatsPeriod) =>
  queryOptions({
    queryKey: queryKeys.myDashboard('stats', period),
    queryFn: ({ signal }) => apiRequest<StatsResponse>(`users/me/dashboard/stats?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useStats(period: StatsPeriod) {
  return useQuery(statsQueryOptions(period));
}
