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

const paths = {
  competencies: 'course-competencies?sort=order&fields=id,title,parentId&limit=200',
  programs: 'programs?sort=name&fields=id,name&limit=200',
} as const;

async function getOptions(kind: keyof typeof paths, signal: AbortSignal): Promise<FilterOption[]> {
  if (kind === 'competencies') {
    const { items } = await apiRequest<Listed<{ id: string; title: string; parentId: string | null }>>(paths.competencies, { signal });
    // Top-level competencies only: the server includes those under the chosen one.
    return items.filter((item) => item.parentId === null).map((item) => ({ id: item.id, label: item.title }));
  }
  const { items } = await apiRequest<Listed<{ id: string; name: string }>>(paths.programs, { signal });
  return items.map((item) => ({ id: item.id, label: item.name }));
}

/** Choices of the competency and program filters; a refused list simply hides its filter. */
export function useFilterOptions(kind: keyof typeof paths) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.homeFilterOptions(kind),
      queryFn: ({ signal }) => getOptions(kind, signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}
