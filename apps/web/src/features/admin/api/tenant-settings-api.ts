import { tenantSettingsSchema, type UpdateTenantSettingsBody } from '@espace/contracts/admin-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tenant's settings (docs/administration.md#settings); its system admin only. */
export function useTenantSettings() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.tenantSettings(),
      queryFn: ({ signal }) => apiRequest('admin/settings', { signal, contract: import.meta.env.DEV ? tenantSettingsSchema : undefined }),
    }),
  );
}

export function useSaveTenantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantSettingsBody) => apiRequest('admin/settings', { method: 'PUT', body, contract: import.meta.env.DEV ? tenantSettingsSchema : undefined }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.tenantSettings(), saved);
      // The audit log has a new entry.
      return queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
