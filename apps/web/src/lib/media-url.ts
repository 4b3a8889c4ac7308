import { signedLinkSchema } from '@espace/contracts/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePainted } from './after-paint';
import { apiBase } from './api-base';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Media elements and download links send no Authorization header, and the session token must
 * never ride in a URL: they use signed links (GET files/{id}/link, docs/security.md "Signed
 * links"), which live 10 to 15 minutes. A link is asked again every 4 minutes, so the one in
 * use is always good for a while; a link asked within the same 5 minutes is the same URL, so
 * asking again often changes nothing on screen.
 */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/** A server path `/api/…` under the API base, which may be another origin (the context's API host: docs/product/api-calls.md#api-base). */
export function apiUrlOf(serverPath: string): string {
  return serverPath.startsWith('/api/') ? `${apiBase()}${serverPath.slice('/api/'.length)}` : serverPath;
}

export const fileLinkQuery = (fileId: string) =>
  queryOptions({
    queryKey: queryKeys.fileLink(fileId),
    queryFn: ({ signal }) => apiRequest(`files/${encodeURIComponent(fileId)}/link`, { signal, contract: import.meta.env.DEV ? signedLinkSchema : undefined }),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  });

/**
 * The link's query for a media element: asked once the element's first frame is painted (the page
 * around it first, after-paint.ts); a link already known shows at once.
 */
const useFileLink = (fileId: string) => useQuery({ ...fileLinkQuery(fileId), enabled: usePainted() });

/** The URL of a file's bytes for `<img src>` or `<a href>`; undefined while its link loads (render no element then). */
export function useMediaUrl(fileId: string): string | undefined {
  const { data } = useFileLink(fileId);
  return data === undefined ? undefined : apiUrlOf(data.url);
}

/**
 * For players that start again when their source changes (audio, video, PDF): the first link
 * stays while it plays, even as fresher ones arrive. `renew`, on the element's error (it stood
 * idle past the link's life, then asked again), asks for a fresh link and switches to it.
 */
export function useHeldMediaUrl(fileId: string): { src: string | undefined; renew: () => void } {
  const { data, refetch } = useFileLink(fileId);
  const latest = data === undefined ? undefined : apiUrlOf(data.url);
  const [{ held, failed }, setLinks] = useState<{ held?: string | undefined; failed?: string | undefined }>({});
  // Derived state, set while rendering: the first working link to arrive is the one kept.
  if (held === undefined && latest !== undefined && latest !== failed) setLinks({ held: latest, failed });
  return {
    src: held,
    renew: () => {
      setLinks({ failed: held });
      void refetch();
    },
  };
}
