import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface GlossaryTerm {
  id: string;
  title: string;
  words: string[];
  definition: string;
}

/** A course term as the generic resource answers it. */
export interface TermRecord {
  id: string;
  title?: string;
  words?: string[];
  definition?: string;
}

interface PageRecord {
  block?: { terms?: TermRecord[] } | null;
}

export const glossaryTerms = (terms: readonly TermRecord[] | undefined): GlossaryTerm[] =>
  (terms ?? []).map((term) => ({ id: term.id, title: term.title ?? '', words: term.words ?? [], definition: term.definition ?? '' }));

/** The glossary terms of the page's block (the lesson page itself does not carry them). */
export function getPageTerms(pageId: string, signal?: AbortSignal): Promise<GlossaryTerm[]> {
  const query = new URLSearchParams({ include: 'block.terms', fields: 'id,blockId' });
  return apiRequest<PageRecord>(`pages/${encodeURIComponent(pageId)}?${query.toString()}`, signal ? { signal } : {}).then((page) => glossaryTerms(page.block?.terms));
}

const noTerms: GlossaryTerm[] = [];

export function usePageTerms(pageId: string | undefined): GlossaryTerm[] {
  const query = useQuery(
    queryOptions({
      queryKey: queryKeys.pageTerms(pageId ?? ''),
      queryFn: ({ signal }) => getPageTerms(pageId ?? '', signal),
      enabled: pageId !== undefined,
      staleTime: Infinity,
      retry: false,
    }),
  );
  return query.data ?? noTerms;
}
