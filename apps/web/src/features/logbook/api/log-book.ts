import { type AppFile, appFileSchema } from '@espace/contracts/files';
import type { ResourceRecord } from '@espace/contracts/resources';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { resourceListContract, resourceRecordContract } from '../../../lib/resource-contracts';

/**
 * The fields this screen reads of a log-book record (docs/product/data-model.md#log-book-records).
 * The generic resource contract (`resourceRecordSchemas`) makes every field optional (`fields` may
 * leave it out) and types JSON columns and included relations loosely: asked for whole, with
 * `include=user,replies.user`, a record has these.
 */
export type LogBookReply = Required<
  Pick<ResourceRecord<'log-book-records'>, 'id' | 'title' | 'message' | 'studentId' | 'userId' | 'parentId' | 'createdAt' | 'lastInputAt'>
> & {
  attachmentIds: string[];
  user?: Required<Pick<ResourceRecord<'users'>, 'id' | 'displayName'>> | null;
};

export type LogBookRecord = LogBookReply & { replies?: LogBookReply[] };

export interface LogBookOwner {
  studentId: string;
  companyId: string | null;
}

const listPath = ({ studentId, companyId }: LogBookOwner) => {
  // docs/product/accounts.md#logbook: only the current user's records as student, in their company; replies come with their thread.
  const where = encodeURIComponent(JSON.stringify({ studentId, companyId, parentId: null }));
  return `log-book-records?where=${where}&include=user,replies.user&sort=-lastInputAt&limit=100`;
};

export function useLogBook(owner: LogBookOwner) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myLogBook(owner.studentId),
      queryFn: async ({ signal }): Promise<LogBookRecord[]> =>
        (await apiRequest(listPath(owner), { signal, contract: import.meta.env.DEV ? resourceListContract<LogBookRecord>('log-book-records') : undefined }))
          .items,
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
        (
          await apiRequest(`files?where=${encodeURIComponent(JSON.stringify({ id: sorted }))}&limit=500`, {
            signal,
            contract: import.meta.env.DEV ? resourceListContract<AppFile>('files') : undefined,
          })
        ).items,
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
        apiRequest('log-book-records', {
          method: 'POST',
          body: { ...input, companyId: owner.companyId },
          contract: import.meta.env.DEV ? resourceRecordContract<LogBookRecord>('log-book-records') : undefined,
        }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...changes }: Partial<RecordInput> & { id: string }) =>
        apiRequest(`log-book-records/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: changes,
          contract: import.meta.env.DEV ? resourceRecordContract<LogBookRecord>('log-book-records') : undefined,
        }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<undefined>(`log-book-records/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** POST files (multipart; docs/product/api-calls.md#messages-and-files): the server checks the type and size (TYPE_ERROR). */
export function useUploadFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest('files', { method: 'POST', body: form, contract: import.meta.env.DEV ? appFileSchema : undefined });
    },
  });
}
