import { appFileSchema } from '@espace/contracts/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePainted } from '../../lib/after-paint';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** A file's metadata (its type picks the viewer); files do not change once stored. */
export const appFileQuery = (fileId: string) =>
  queryOptions({
    queryKey: queryKeys.appFile(fileId),
    queryFn: ({ signal }) => apiRequest(`files/${encodeURIComponent(fileId)}`, { signal, contract: import.meta.env.DEV ? appFileSchema : undefined }),
    staleTime: Infinity,
  });

/** A file's metadata, asked once the first frame around it is painted (after-paint.ts); known metadata shows at once. */
export const useAppFile = (fileId: string) => useQuery({ ...appFileQuery(fileId), enabled: usePainted() });
