import { type AdminRetention, adminRetentionSchema } from '@espace/contracts/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tenant's retention as it applies now (docs/privacy.md#retention): its durations and the accounts warned; its system admin only. */
export function useAdminRetention() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminRetention(),
      queryFn: ({ signal }) =>
        apiRequest<AdminRetention>('admin/privacy/retention', { signal, contract: import.meta.env.DEV ? adminRetentionSchema : undefined }),
    }),
  );
}
