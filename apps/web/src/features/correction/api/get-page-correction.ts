import { type PageCorrection, pageCorrectionSchema } from '@espace/contracts/correction';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface CorrectionTarget {
  pageId: string;
  lessonId?: string | undefined;
}

/** `ownUnauthorized`: a refused trainer session goes to /403 (like the embedded route set, docs/product/screens-and-routes.md#route-sets), not to the sign-in screen. */
function getPageCorrection({ pageId, lessonId }: CorrectionTarget, signal?: AbortSignal): Promise<PageCorrection> {
  const query = lessonId ? `?${new URLSearchParams({ lessonId }).toString()}` : '';
  return apiRequest(`pages/${encodeURIComponent(pageId)}/correction${query}`, {
    ownUnauthorized: true,
    signal,
    contract: import.meta.env.DEV ? pageCorrectionSchema : undefined,
  });
}

/** The trainer's user id is in the key: another session arriving by message loads the page again, as that trainer. */
const pageCorrectionQueryOptions = (target: CorrectionTarget, userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.pageCorrection(target.pageId, target.lessonId ?? null, userId),
    queryFn: ({ signal }) => getPageCorrection(target, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function usePageCorrection(target: CorrectionTarget | null, userId: string | null) {
  return useQuery({ ...pageCorrectionQueryOptions(target ?? { pageId: '' }, userId), enabled: target !== null && userId !== null });
}
