import { type ErasureBody, type ErasureOutcome, erasureOutcomeSchema, type MyErasure, myErasureSchema } from '@espace/contracts/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveThroughSignedLink } from '../../../lib/save-file';

/** The archive of all my data (docs/privacy.md); `lang` is the language of its README. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: (lang: string) => saveThroughSignedLink('users/me/data-export/link', { lang }) });
}

/** How I may have my account erased, and my request waiting for an admin, if any. */
export function useMyErasure() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myErasure(),
      queryFn: ({ signal }) => apiRequest<MyErasure>('users/me/erasure', { signal, contract: import.meta.env.DEV ? myErasureSchema : undefined }),
    }),
  );
}

/** Erases my account at once, or asks the tenant's admins to (docs/privacy.md#erasure). */
export function useEraseMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureBody) =>
      apiRequest<ErasureOutcome>('users/me/erasure', { method: 'POST', body, contract: import.meta.env.DEV ? erasureOutcomeSchema : undefined }),
    onSuccess: (outcome) => {
      if (outcome.outcome === 'requested')
        queryClient.setQueryData<MyErasure>(queryKeys.myErasure(), (known) => known && { ...known, request: outcome.request });
    },
  });
}
