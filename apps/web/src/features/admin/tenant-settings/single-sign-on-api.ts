import { tenantSsoSchema, tenantSsoTestSchema, type TestTenantSsoBody, type UpdateTenantSsoBody } from '@espace/contracts/admin-sso';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tenant's single sign-on provider (docs/administration.md#single-sign-on); its secret never comes back. */
export function useTenantSso() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.tenantSso(),
      queryFn: ({ signal }) => apiRequest('admin/sso', { signal, contract: import.meta.env.DEV ? tenantSsoSchema : undefined }),
    }),
  );
}

export function useSaveTenantSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantSsoBody) => apiRequest('admin/sso', { method: 'PUT', body, contract: import.meta.env.DEV ? tenantSsoSchema : undefined }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.tenantSso(), saved);
      // The settings show the switch, and the audit log has a new entry.
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin(), predicate: (query) => query.queryKey[2] !== 'sso' });
    },
  });
}

/** « Tester la connexion »: the server fetches the provider's discovery document and keys. */
export function useTestTenantSso() {
  return useMutation({
    mutationFn: (body: TestTenantSsoBody) =>
      apiRequest('admin/sso/test', { method: 'POST', body, contract: import.meta.env.DEV ? tenantSsoTestSchema : undefined }),
  });
}
