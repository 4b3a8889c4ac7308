import { adminJobSchema, adminJobsSchema } from '@espace/contracts/admin-jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often the page asks again: a waiting mail goes out within seconds. */
const JOBS_REFRESH_MS = 5000;

/** The tenant's background jobs (docs/architecture.md#background-jobs), kept fresh while the page is open. */
export function useAdminJobs() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminJobs(),
      queryFn: ({ signal }) => apiRequest('admin/jobs', { signal, contract: import.meta.env.DEV ? adminJobsSchema : undefined }),
      refetchInterval: JOBS_REFRESH_MS,
    }),
  );
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequest(`admin/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST', contract: import.meta.env.DEV ? adminJobSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminJobs() }),
  });
}
