import type { ResourceName, ResourceRecord } from '@espace/contracts/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { resourceListContract } from '../../../lib/resource-contracts';

export interface FilterOption {
  id: string;
  label: string;
}

/** A list answer holding the `fields` its path asks for. */
interface Listed<Name extends ResourceName, Field extends keyof ResourceRecord<Name>> {
  items: Required<Pick<ResourceRecord<Name>, Field>>[];
}

export type FilterKind = 'competencies' | 'programs';

const filterOptionResources: Record<FilterKind, ResourceName> = { competencies: 'course-competencies', programs: 'programs' };

export const filterOptionPaths: Record<FilterKind, string> = {
  competencies: 'course-competencies?sort=order&fields=id,title,parentId&limit=200',
  programs: 'programs?sort=name&fields=id,name&limit=200',
};

/** The choices a filter's list answer offers. */
export function filterOptionsFrom(kind: FilterKind, answer: unknown): FilterOption[] {
  if (kind === 'competencies') {
    const { items } = answer as Listed<'course-competencies', 'id' | 'title' | 'parentId'>;
    // Top-level competencies only: the server includes those under the chosen one.
    return items.filter((item) => item.parentId === null).map((item) => ({ id: item.id, label: item.title }));
  }
  return (answer as Listed<'programs', 'id' | 'name'>).items.map((item) => ({ id: item.id, label: item.name }));
}

/** How long the app trusts a filter list before asking again (the server's kept Home page too: server/home-screen.tsx). */
export const filterOptionsStaleMs = 5 * 60_000;

export const filterOptionsQueryOptions = (kind: FilterKind) =>
  queryOptions({
    queryKey: queryKeys.homeFilterOptions(kind),
    queryFn: async ({ signal }) =>
      filterOptionsFrom(
        kind,
        await apiRequest(filterOptionPaths[kind], { signal, contract: import.meta.env.DEV ? resourceListContract(filterOptionResources[kind]) : undefined }),
      ),
    staleTime: filterOptionsStaleMs,
    retry: false,
  });

/** Choices of the competency and program filters; a refused list simply hides its filter. */
export function useFilterOptions(kind: FilterKind) {
  return useQuery(filterOptionsQueryOptions(kind));
}
