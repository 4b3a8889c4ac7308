import { adminProgramListSchema, type AdminProgramsQuery, contentImportSummarySchema, contentStateChangedSchema } from '@espace/contracts/admin-content';
import type { ContentState } from '@espace/domain/content/content-states';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The administration's content (docs/administration.md#content): packages, programs and courses. */

/** One page of the tenant's programs; the previous page stays on screen while the next search loads. */
export function useAdminPrograms(search: AdminProgramsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminPrograms(search),
      queryFn: ({ signal }) =>
        apiRequest(`admin/programs?${new URLSearchParams({ search: search.search, page: String(search.page) }).toString()}`, { signal, contract: import.meta.env.DEV ? adminProgramListSchema : undefined }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Uploads a package's .zip, telling how much of it has gone (a fraction, null before the first report). */
export function useUploadContentPackage() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      setProgress(null);
      return apiUpload('admin/content-packages', form, { onProgress: (sent, total) => setProgress(total > 0 ? sent / total : null), contract: import.meta.env.DEV ? contentImportSummarySchema : undefined });
    },
    // Every page of the program list (queryKeys.adminPrograms's prefix) and the audit log change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return { ...mutation, progress };
}

export function useChangeContentState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, state }: { kind: 'program' | 'course'; id: string; state: ContentState }) =>
      apiRequest(`admin/${kind}s/${encodeURIComponent(id)}`, { method: 'PATCH', body: { state }, contract: import.meta.env.DEV ? contentStateChangedSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Deletes a draft program or course nobody started (the API refuses anything else: CONTENT_IN_USE). */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'program' | 'course'; id: string }) => apiRequest(`admin/${kind}s/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
