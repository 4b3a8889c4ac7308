import type { ProfileUpdateBody } from '@espace/contracts/accounts';
import { type Me, meSchema } from '@espace/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH users/me with the changed fields only (docs/product/api-calls.md#payload-rules). */
function updateMe(body: ProfileUpdateBody): Promise<Me> {
  return apiRequest('users/me', { method: 'PATCH', body, contract: import.meta.env.DEV ? meSchema : undefined });
}

/** POST users/me/terms: the version must be the tenant's current one. */
function acceptTerms(version: string): Promise<Me> {
  return apiRequest('users/me/terms', { method: 'POST', body: { version }, contract: import.meta.env.DEV ? meSchema : undefined });
}

/** The answer is the new users/me: the cache takes it as is, so the header and the gate follow at once. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMe, onSuccess: (me) => queryClient.setQueryData(queryKeys.me(), me) });
}

/** The required-data gate: the missing fields first, then the terms, each only when asked for. */
export function useCompleteRequiredData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, termsVersion }: { profile: ProfileUpdateBody; termsVersion: string | null }) => {
      let me: Me | undefined;
      if (Object.keys(profile).length > 0) me = await updateMe(profile);
      if (termsVersion !== null) me = await acceptTerms(termsVersion);
      return me;
    },
    onSuccess: (me) => {
      if (me) queryClient.setQueryData(queryKeys.me(), me);
    },
  });
}
