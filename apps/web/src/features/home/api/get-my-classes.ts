import type { MyClassesResponse } from '@espace/contracts/classes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC §9: class lists refresh every 20 s. */
export const classesRefreshMs = 20_000;

export function getMyClasses({ signal }: { signal?: AbortSignal } = {}): Promise<MyClassesResponse> {
  return apiRequest<MyClassesResponse>('users/me/classes', signal ? { signal } : {});
}

export const myClassesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myClasses(),
    queryFn: ({ signal }) => getMyClasses({ signal }),
    refetchInterval: classesRefreshMs,
  });

export function useMyClasses() {
  return useQuery(myClassesQueryOptions());
}
