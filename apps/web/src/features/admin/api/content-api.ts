import { adminProgramListSchema, contentImportSummarySchema, contentStateChangedSchema } from '@espace/contracts/admin-content';
import type { ContentState } from '@espace/domain/content/content-states';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The administration's content (docs/administration.md#content): packages, programs and courses. */

export function useAdminPrograms() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminPrograms(),
      queryFn: async ({ signal }) => (await apiRequest('admin/programs', { signal, contract: import.meta.env.DEV ? adminProgramListSchema : undefined })).items,
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
    // The program list and the audit log change.
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
