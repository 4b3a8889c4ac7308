import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface FilterOption {
  id: string;
  label: string;
}

interface Listed<T> {
  items: T[];
}

export type FilterKind = 'competencies' | 'programs';

export const filterOptionPaths: Record<FilterKind, string> = {
  competencies: 'course-competencies?sort=order&fields=id,title,parentId&limit=200',
  programs: 'programs?sort=name&fields=id,name&limit=200',
};

/** The choices a filter's list answer offers. */
export function filterOptionsFrom(kind: FilterKind, answer: unknown): FilterOption[] {
  if (kind === 'competencies') {
    const { items } = answer as Listed<{ id: string; title: string; parentId: string | null }>;
    // Top-level competencies only: the server includes those under the chosen one.
    return items.filter((item) => item.parentId === null).map((item) => ({ id: item.id, label: item.title }));
  }
  return (answer as Listed<{ id: string; name: string }>).items.map((item) => ({ id: item.id, label: item.name }));
}

export const filterOptionsQueryOptions = (kind: FilterKind) =>
  queryOptions({
    queryKey: queryKeys.homeFilterOptions(kind),
    queryFn: async ({ signal }) => filterOptionsFrom(kind, await apiRequest<unknown>(filterOptionPaths[kind], { signal })),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Choices of the competency and program filters; a refused list simply hides its filter. */
export function useFilterOptions(kind: FilterKind) {
  return useQuery(filterOptionsQueryOptions(kind));
}
