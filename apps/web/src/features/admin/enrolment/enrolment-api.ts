import {
  type ClassInvitationsBody,
  classInvitationsSchema,
  learnerImportCheckSchema,
  learnerImportReportSchema,
  learnerImportSchema,
} from '@espace/contracts/admin-enrolment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Enrolment by address and the CSV import of learners (docs/administration.md#inviting-by-e-mail). */

/** How often the progress bar asks how far an import has gone. */
const IMPORT_POLL_MS = 500;

export function useInviteToClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassInvitationsBody) =>
      apiRequest(`admin/classes/${encodeURIComponent(classId)}/invitations`, {
        method: 'POST',
        body,
        contract: import.meta.env.DEV ? classInvitationsSchema : undefined,
      }),
    // The class's members, the users and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** Checks a CSV of learners: its problems by line and column; writes nothing. */
export function useCheckLearnerFile() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('admin/learner-imports/check', { method: 'POST', body: fileForm(file), contract: import.meta.env.DEV ? learnerImportCheckSchema : undefined }),
  });
}

/** Starts the import of a checked file; the answer is the job, followed with useLearnerImport. */
export function useStartLearnerImport() {
  return useMutation({
    mutationFn: ({ file, validOnly }: { file: File; validOnly: boolean }) =>
      apiRequest(`admin/learner-imports${validOnly ? '?validOnly=true' : ''}`, {
        method: 'POST',
        body: fileForm(file),
        contract: import.meta.env.DEV ? learnerImportSchema : undefined,
      }),
  });
}

/** An import's state, asked again every IMPORT_POLL_MS while it runs. */
export function useLearnerImport(importId: string | null) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.learnerImport(importId ?? ''),
      queryFn: async ({ signal }) => {
        const job = await apiRequest(`admin/learner-imports/${encodeURIComponent(importId ?? '')}`, {
          signal,
          contract: import.meta.env.DEV ? learnerImportSchema : undefined,
        });
        if (job.state !== 'running') void queryClient.invalidateQueries({ queryKey: queryKeys.anyAdminUsers() });
        return job;
      },
      enabled: importId !== null,
      refetchInterval: (query) => (query.state.data?.state === 'running' || query.state.data === undefined ? IMPORT_POLL_MS : false),
    }),
  );
}

/** What the import did with each line, for the report the admin downloads. */
export function fetchLearnerImportReport(importId: string) {
  return apiRequest(`admin/learner-imports/${encodeURIComponent(importId)}/report`, { contract: import.meta.env.DEV ? learnerImportReportSchema : undefined });
}
