import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * A video's captions (WebVTT, GET files/{id}/captions) as a URL for its `<track>`: a `<track>`
 * sends no Authorization header, so the text is fetched with the session and handed over as a
 * blob URL (the CSP allows media from blob:). One per file for the page's life, like the
 * file's metadata: captions are a few kilobytes.
 */
const captionsUrlQuery = (fileId: string) =>
  queryOptions({
    queryKey: queryKeys.fileCaptions(fileId),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(new Blob([await apiRequest<string>(`files/${encodeURIComponent(fileId)}/captions`, { signal })], { type: 'text/vtt' })),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Undefined while the captions load, or when the video has none. */
export function useCaptionsUrl(fileId: string, hasCaptions: boolean): string | undefined {
  return useQuery({ ...captionsUrlQuery(fileId), enabled: hasCaptions }).data;
}
