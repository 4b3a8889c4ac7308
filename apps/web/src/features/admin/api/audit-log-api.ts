import { auditLogSchema } from '@espace/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the log's screen narrows it to: the server filters (docs/administration.md#audit-log). */
export interface AuditLogFilters {
  page: number;
  person: string;
  kind: string;
  /** Instants, from the days the admin chose; '' for none. */
  from: string;
  to: string;
}

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditLogFilters) {
  const search = new URLSearchParams(Object.entries({ ...filters, page: String(filters.page) }).filter(([, value]) => value !== '')).toString();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.auditLog({ ...filters }),
      queryFn: ({ signal }) => apiRequest(`admin/audit-log?${search}`, { signal, contract: import.meta.env.DEV ? auditLogSchema : undefined }),
      placeholderData: keepPreviousData,
    }),
  );
}
