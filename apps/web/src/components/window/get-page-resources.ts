import { pageResourcesSchema } from '@espace/contracts/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

type PageResources = z.infer<typeof pageResourcesSchema>;
export type PageResource = PageResources['items'][number];

/** GET pages/{id}/resources with lessonId (docs/product/api-calls.md#lesson-player): the resources of the page's node. */
function getPageResources(pageId: string, lessonId: string, signal?: AbortSignal): Promise<PageResources> {
  const query = new URLSearchParams({ lessonId });
  return apiRequest(`pages/${encodeURIComponent(pageId)}/resources?${query.toString()}`, {
    signal,
    contract: import.meta.env.DEV ? pageResourcesSchema : undefined,
  });
}

const pageResourcesQuery = (pageId: string, lessonId: string) =>
  queryOptions({
    queryKey: queryKeys.pageResources(pageId, lessonId),
    queryFn: ({ signal }) => getPageResources(pageId, lessonId, signal),
    staleTime: 60_000,
  });

export const usePageResources = (pageId: string, lessonId: string) => useQuery(pageResourcesQuery(pageId, lessonId));
