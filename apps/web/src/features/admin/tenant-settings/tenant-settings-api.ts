import { tenantSettingsSchema, type TenantSettings, type UpdateTenantSettingsBody } from '@espace/contracts/admin-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiVersioned, type Versioned } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tenant's settings (docs/administration.md#settings) with their version; its system admin only. */
export function useTenantSettings() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.tenantSettings(),
      queryFn: ({ signal }) => apiVersioned('admin/settings', { signal, contract: import.meta.env.DEV ? tenantSettingsSchema : undefined }),
    }),
  );
}

/** Saves the settings from the version the form started from: someone's save meanwhile makes it a 412 (docs/api.md#document-versions). */
export function useSaveTenantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateTenantSettingsBody; version: string }) =>
      apiVersioned('admin/settings', { method: 'PUT', body, ifMatch: version, contract: import.meta.env.DEV ? tenantSettingsSchema : undefined }),
    onSuccess: (saved: Versioned<TenantSettings>) => {
      queryClient.setQueryData(queryKeys.tenantSettings(), saved);
      // The audit log has a new entry.
      return queryClient.invalidateQueries({ queryKey: queryKeys.anyAuditLog() });
    },
  });
}
