import { type MyClassesFilter, myClassesPageSchema } from '@espace/contracts/classes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Class lists refresh every 20 s (docs/product/screens-and-routes.md#home). */
const classesRefreshMs = 20_000;

interface MyClassesParams {
  page: number;
  filter: MyClassesFilter;
  competencyId?: string | undefined;
  programId?: string | undefined;
  search?: string | undefined;
  /** Under the xs breakpoint: only classes allowed on mobile (settings.mobile.allowed: docs/product/data-model.md#classes). */
  mobile: boolean;
}

export function myClassesPath(params: MyClassesParams): string {
  const query = new URLSearchParams({ page: String(params.page), pageSize: '5', filter: params.filter });
  if (params.competencyId) query.set('competencyId', params.competencyId);
  if (params.programId) query.set('programId', params.programId);
  if (params.search) query.set('search', params.search);
  if (params.mobile) query.set('mobile', 'true');
  return `users/me/classes?${query.toString()}`;
}

export function myClassesQueryOptions({ page, filter, competencyId, programId, search, mobile }: MyClassesParams) {
  // What the list is asked for, and nothing else a caller's object carries (the search box's text as it is typed).
  const params: MyClassesParams = { page, filter, competencyId, programId, search, mobile };
  return queryOptions({
    queryKey: queryKeys.myClassesPage({ ...params }),
    // revalidate: the 20 s polls send If-None-Match and an unchanged page costs a 304.
    queryFn: ({ signal }) => apiRequest(myClassesPath(params), { signal, revalidate: true, contract: import.meta.env.DEV ? myClassesPageSchema : undefined }),
    refetchInterval: classesRefreshMs,
    // Changing page or filter keeps the current list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMyClasses(params: MyClassesParams) {
  return useQuery(myClassesQueryOptions(params));
}
