import {
  adminUserDetailSchema,
  type AdminUsersQuery,
  adminUsersSchema,
  auditLogSchema,
  type CreateInvitationCodeBody,
  invitationCodeListSchema,
  invitationCodeSchema,
  invitationCodeUsesSchema,
  invitationResentSchema,
  passwordResetSentSchema,
  type UpdateAdminUserBody,
} from '@espace/contracts/admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The administration space's calls (docs/administration.md); the tenant's system admin only. */

const codePath = (codeId: string) => `admin/invitation-codes/${encodeURIComponent(codeId)}`;

export function useInvitationCodes() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invitationCodes(),
      queryFn: async ({ signal }) =>
        (await apiRequest('admin/invitation-codes', { signal, contract: import.meta.env.DEV ? invitationCodeListSchema : undefined })).items,
    }),
  );
}

/** A code and the accounts registered with it. */
export function useInvitationCode(codeId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invitationCode(codeId),
      queryFn: ({ signal }) => apiRequest(codePath(codeId), { signal, contract: import.meta.env.DEV ? invitationCodeUsesSchema : undefined }),
    }),
  );
}

export function useCreateInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationCodeBody) =>
      apiRequest('admin/invitation-codes', { method: 'POST', body, contract: import.meta.env.DEV ? invitationCodeSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}

export function useSetInvitationCodeDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ codeId, disabled }: { codeId: string; disabled: boolean }) =>
      apiRequest(codePath(codeId), { method: 'PATCH', body: { disabled }, contract: import.meta.env.DEV ? invitationCodeSchema : undefined }),
    // The list, the code's page and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin() }),
  });
}

/** One page of the audit log; the previous page stays on screen while the next loads. */
/** What the log's screen narrows it to: the server filters (docs/administration.md#audit-log). */
export interface AuditLogFilters {
  page: number;
  person: string;
  kind: string;
  /** Instants, from the days the admin chose; '' for none. */
  from: string;
  to: string;
}

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
