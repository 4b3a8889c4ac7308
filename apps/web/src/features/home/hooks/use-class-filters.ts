import { type MyClassesFilter, myClassesFilters } from '@espace/domain/home/class-filters';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { typedBeforeStart } from '../../../lib/server-rendered-screen';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const searchDebounceMs = 300;
const filters: readonly MyClassesFilter[] = myClassesFilters;

export interface ClassFilters {
  page: number;
  filter: MyClassesFilter;
  competencyId: string | undefined;
  programId: string | undefined;
  /** What the search box shows (every key stroke). */
  searchText: string;
  /** What the list was asked for (after the pause). */
  search: string | undefined;
}

export type FilterChange = Partial<Pick<ClassFilters, 'filter' | 'competencyId' | 'programId'>>;

/** The filters an address asks for (?page=2&filter=past&q=…), the search box showing its search. */
export function classFiltersFrom(params: URLSearchParams): ClassFilters {
  const rawFilter = params.get('filter') as MyClassesFilter | null;
  const search = params.get('q') ?? undefined;
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    filter: rawFilter !== null && filters.includes(rawFilter) ? rawFilter : 'all',
    competencyId: params.get('competency') ?? undefined,
    programId: params.get('program') ?? undefined,
    searchText: search ?? '',
    search,
  };
}

/**
 * The filters live in the address (?page=2&filter=past&q=…), so back and
 * forward, a reload and a shared link keep them; any change goes back to page 1.
 */
export function useClassFilters() {
  const [params, setParams] = useSearchParams();
  // What was typed in the server-rendered search box before the app ran (`name="q"`) carries over.
  const [searchText, setSearchText] = useState(() => typedBeforeStart('q') || (params.get('q') ?? ''));
  const settled = useDebouncedValue(searchText.trim(), searchDebounceMs);

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (name === 'filter' && value === 'all')) next.delete(name);
            else next.set(name, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (settled !== (params.get('q') ?? '')) update({ q: settled });
  }, [settled, params, update]);

  return {
    filters: { ...classFiltersFrom(params), searchText },
    setSearchText,
    setPage: (page: number) => update({ page: String(page) }),
    change: ({ filter, competencyId, programId }: FilterChange) =>
      update({
        ...(filter === undefined ? {} : { filter }),
        ...(competencyId === undefined ? {} : { competency: competencyId }),
        ...(programId === undefined ? {} : { program: programId }),
      }),
  };
}
