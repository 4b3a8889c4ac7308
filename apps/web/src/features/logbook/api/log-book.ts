import type { AppFile } from '@espace/contracts/files';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The fields this screen reads of a log-book record (SPEC §3 LogBookRecord).
 * The generic resource contract (`resourceRecordSchemas`) types records
 * loosely (every field optional, any relation), so they are narrowed here.
 */
export interface LogBookReply {
  id: string;
  title: string | null;
  message: string;
  studentId: string;
  userId: string;
  parentId: string | null;
  attachmentIds: string[];
  createdAt: string;
  lastInputAt: string | null;
  user?: { id: string; displayName: string } | null;
}

export interface LogBookRecord extends LogBookReply {
  replies?: LogBookReply[];
}

export interface LogBookOwner {
  studentId: string;
  companyId: string | null;
}

const listPath = ({ studentId, companyId }: LogBookOwner) => {
  // SPEC §6: only the current user's records as student, in their company; replies come with their thread.
  const where = encodeURIComponent(JSON.stringify({ studentId, companyId, parentId: null }));
  return `log-book-records?where=${where}&include=user,replies.user&sort=-lastInputAt&limit=100`;
};

export function useLogBook(owner: LogBookOwner) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myLogBook(owner.studentId),
      queryFn: async ({ signal }): Promise<LogBookRecord[]> => (await apiRequest<{ items: LogBookRecord[] }>(listPath(owner), { signal })).items,
    }),
  );
}

/** Metadata of the attachments on screen, in one call. */
export function useAttachments(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.filesByIds(sorted),
      queryFn: async ({ signal }): Promise<AppFile[]> =>
        (await apiRequest<{ items: AppFile[] }>(`files?where=${encodeURIComponent(JSON.stringify({ id: sorted }))}&limit=500`, { signal })).items,
      enabled: sorted.length > 0,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

export interface RecordInput {
  title?: string | null;
  message: string;
  attachmentIds: string[];
}

/** Create (with parentId for a reply), edit and delete, each refreshing the list. */
export function useLogBookMutations(owner: LogBookOwner) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.myLogBook(owner.studentId) });
  return {
    create: useMutation({
      mutationFn: (input: RecordInput & { parentId?: string }) =>
        apiRequest<LogBookRecord>('log-book-records', { method: 'POST', body: { ...input, companyId: owner.companyId } }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...changes }: Partial<RecordInput> & { id: string }) => apiRequest<LogBookRecord>(`log-book-records/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<undefined>(`log-book-records/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** SPEC §7 POST files (multipart): the server checks the type and size (TYPE_ERROR). */
export function useUploadFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest<AppFile>('files', { method: 'POST', body: form });
    },
  });
}
