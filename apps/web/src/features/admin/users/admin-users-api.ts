import {
  adminUserDetailSchema,
  type AdminUsersQuery,
  adminUsersSchema,
  invitationResentSchema,
  passwordResetSentSchema,
  type UpdateAdminUserBody,
} from '@espace/contracts/admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminErasureRequests, adminErasureRequestsSchema } from '@espace/contracts/privacy';
import { apiRequest } from '../../../lib/api-client';
import { saveThroughSignedLink } from '../../../lib/save-file';
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

/** The erasure requests waiting for the tenant's admins, oldest first (docs/privacy.md#erasure); asked only of an admin of the tenant. */
export function useErasureRequests(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.erasureRequests(),
      queryFn: ({ signal }) =>
        apiRequest<AdminErasureRequests>('admin/privacy-requests', { signal, contract: import.meta.env.DEV ? adminErasureRequestsSchema : undefined }),
      enabled,
    }),
  );
}

/** The archive of the user's data (docs/privacy.md); `lang`, its README's language. */
export function useDownloadUserData(userId: string) {
  return useMutation({ mutationFn: (lang: string) => saveThroughSignedLink(`${userPath(userId)}/data-export/link`, { lang }) });
}

/** Erases (anonymises) the user now, closing their request if they made one. */
export function useEraseUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(`${userPath(userId)}/erasure`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}
