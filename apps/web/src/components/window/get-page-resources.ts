import type { pageResourcesSchema } from '@espace/contracts/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type PageResources = z.infer<typeof pageResourcesSchema>;
export type PageResource = PageResources['items'][number];

/** SPEC §7 GET pages/{id}/resources with lessonId: the resources of the page's node. */
export function getPageResources(pageId: string, lessonId: string, signal?: AbortSignal): Promise<PageResources> {
  const query = new URLSearchParams({ lessonId });
  return apiRequest<PageResources>(`pages/${encodeURIComponent(pageId)}/resources?${query.toString()}`, signal ? { signal } : {});
}

export const pageResourcesQuery = (pageId: string, lessonId: string) =>
  queryOptions({
    queryKey: queryKeys.pageResources(pageId, lessonId),
    queryFn: ({ signal }) => getPageResources(pageId, lessonId, signal),
    staleTime: 60_000,
  });

export const usePageResources = (pageId: string, lessonId: string) => useQuery(pageResourcesQuery(pageId, lessonId));
