import {
  type CreateInvitationCodeBody,
  invitationCodeChoicesSchema,
  invitationCodeListSchema,
  invitationCodeSchema,
  invitationCodeUsesSchema,
} from '@espace/contracts/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tenant's invitation codes (docs/administration.md); its system admin only. */

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

/** What a new code may name: the tenant's classes that take learners, by name. */
export function useInvitationCodeChoices() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invitationCodeChoices(),
      queryFn: ({ signal }) => apiRequest('admin/invitation-code-choices', { signal, contract: import.meta.env.DEV ? invitationCodeChoicesSchema : undefined }),
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
