import { type AdminCredentialsQuery, adminCredentialsPageSchema, issuedCredentialSchema, keyRotationSchema } from '@espace/contracts/credentials';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The credentials the tenant issued, as its system admin revokes them and rotates their signing key (docs/credentials.md#revoking). */

/** One page of the credentials, with the signing key's number; the previous page stays on screen while the next search or page loads. */
export function useAdminCredentials(query: AdminCredentialsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminCredentials(query),
      queryFn: ({ signal }) =>
        apiRequest(`admin/credentials?${new URLSearchParams({ search: query.search, page: String(query.page), kind: query.kind }).toString()}`, {
          signal,
          contract: import.meta.env.DEV ? adminCredentialsPageSchema : undefined,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Revokes one credential with its reason; the list is asked again whatever the answer (one revoked meanwhile shows as such), and the audit log changes. */
export function useRevokeCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ credentialId, reason }: { credentialId: string; reason: string }) =>
      apiRequest(`admin/credentials/${encodeURIComponent(credentialId)}/revoke`, {
        method: 'POST',
        body: { reason },
        contract: import.meta.env.DEV ? issuedCredentialSchema : undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}

/** A new signing key; the previous ones stay published, so what they signed still verifies. */
export function useRotateSigningKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('admin/credentials/keys', { method: 'POST', contract: import.meta.env.DEV ? keyRotationSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}
