import {
  adminProgramListSchema,
  type AdminProgramsQuery,
  contentImportPreviewSchema,
  contentImportSummarySchema,
  type CourseChangeBody,
  type CourseChanged,
  courseChangedSchema,
  type ProgramChangeBody,
  type ProgramChanged,
  programChangedSchema,
  programVersionsSchema,
} from '@espace/contracts/admin-content';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AnswerContract, apiRequest, apiUpload } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The administration's content (docs/administration.md#content): packages, programs and courses. */

/** One page of the tenant's programs; the previous page stays on screen while the next search loads. */
export function useAdminPrograms(search: AdminProgramsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminPrograms(search),
      queryFn: ({ signal }) =>
        apiRequest(`admin/programs?${new URLSearchParams({ search: search.search, page: String(search.page) }).toString()}`, {
          signal,
          contract: import.meta.env.DEV ? adminProgramListSchema : undefined,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A program's versions, newest first, read when `enabled` (the admin opened the history). */
export function useProgramVersions(programId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminProgramVersions(programId),
      queryFn: ({ signal }) =>
        apiRequest(`admin/programs/${encodeURIComponent(programId)}/versions`, { signal, contract: import.meta.env.DEV ? programVersionsSchema : undefined }),
      enabled,
    }),
  );
}

/** A package's .zip sent with `query`, and how much of it has gone (a fraction, null before the first report). */
function usePackageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const send = <T>(file: File, query: Record<string, string>, contract: AnswerContract<T>) => {
    const form = new FormData();
    form.append('file', file, file.name);
    setProgress(null);
    return apiUpload(`admin/content-packages?${new URLSearchParams(query).toString()}`, form, {
      onProgress: (sent, total) => setProgress(total > 0 ? sent / total : null),
      contract: import.meta.env.DEV ? contract : undefined,
    });
  };
  return { progress, send };
}

/** Checks a package and tells what importing it would do: nothing is written. */
export function useCheckContentPackage() {
  const upload = usePackageUpload();
  const mutation = useMutation({ mutationFn: (file: File) => upload.send(file, { preview: 'true' }, contentImportPreviewSchema) });
  return { ...mutation, progress: upload.progress };
}

/**
 * Imports the package its check showed, against the program's version the check was made on
 * (`expectedVersion`: another version published since is refused with STALE_VERSION).
 */
export function usePublishContentPackage() {
  const queryClient = useQueryClient();
  const upload = usePackageUpload();
  const mutation = useMutation({
    mutationFn: ({ file, expectedVersion }: { file: File; expectedVersion: number }) =>
      upload.send(file, { expectedVersion: String(expectedVersion) }, contentImportSummarySchema),
    // Every page of the program list, the versions and the audit log change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
  return { ...mutation, progress: upload.progress };
}

/** A change of a program (its name, its state) or a course (its title, its state), from the version the admin read. */
export interface ContentChange {
  kind: 'program' | 'course';
  id: string;
  version: string;
  /** A program's name or a course's title, a state, or both. */
  body: ProgramChangeBody | CourseChangeBody;
}

export function useChangeContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ContentChange): Promise<ProgramChanged | CourseChanged> => {
      const path = `admin/${change.kind}s/${encodeURIComponent(change.id)}`;
      const request = { method: 'PATCH', body: change.body, headers: { 'If-Match': change.version } } as const;
      return change.kind === 'program'
        ? apiRequest(path, { ...request, contract: import.meta.env.DEV ? programChangedSchema : undefined })
        : apiRequest(path, { ...request, contract: import.meta.env.DEV ? courseChangedSchema : undefined });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}

/** Deletes a draft program or course nobody started (the API refuses anything else: CONTENT_IN_USE). */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'program' | 'course'; id: string }) => apiRequest(`admin/${kind}s/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}
