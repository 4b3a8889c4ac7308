import {
  adminUserDetailSchema,
  type AdminUsersQuery,
  adminUsersSchema,
  invitationResentSchema,
  passwordResetSentSchema,
  type UpdateAdminUserBody,
} from '@espace/contracts/admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tenant's users as its admins manage them (docs/administration.md). */

const userPath = (userId: string) => `admin/users/${encodeURIComponent(userId)}`;

/** One page of the tenant's users; the previous page stays on screen while the next search or page loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminUsers(query),
      queryFn: ({ signal }) =>
        apiRequest(`admin/users?${new URLSearchParams({ search: query.search, state: query.state, page: String(query.page) }).toString()}`, {
          signal,
          contract: import.meta.env.DEV ? adminUsersSchema : undefined,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAdminUser(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminUser(userId),
      queryFn: ({ signal }) => apiRequest(userPath(userId), { signal, contract: import.meta.env.DEV ? adminUserDetailSchema : undefined }),
    }),
  );
}

/** Deactivates or reactivates the account, grants or removes the admin role. */
export function useUpdateAdminUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminUserBody) =>
      apiRequest(userPath(userId), { method: 'PATCH', body, contract: import.meta.env.DEV ? adminUserDetailSchema : undefined }),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.adminUser(userId), user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin() });
    },
  });
}

/** Sends a pending invitation again; the user's page then says when, and the audit log has it. */
export function useResendInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${userPath(userId)}/invitation`, { method: 'POST', contract: import.meta.env.DEV ? invitationResentSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}

export function useSendPasswordReset(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${userPath(userId)}/password-reset`, { method: 'POST', contract: import.meta.env.DEV ? passwordResetSentSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auditLog({}).slice(0, 2) }),
  });
}
