import {
  type DataExportLink,
  dataExportLinkSchema,
  type ErasureBody,
  type ErasureOutcome,
  erasureOutcomeSchema,
  type MyErasure,
  myErasureSchema,
} from '@espace/contracts/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiUrlOf } from '../../../lib/media-url';
import { queryKeys } from '../../../lib/query-keys';
import { saveFromLink } from '../../../lib/save-file';

/**
 * The archive of all my data (docs/privacy.md): a signed link asked with my session, then
 * downloaded by the browser; `lang` is the language of its README.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async (lang: string) => {
      const link = await apiRequest<DataExportLink>('users/me/data-export/link', {
        method: 'POST',
        contract: import.meta.env.DEV ? dataExportLinkSchema : undefined,
      });
      saveFromLink(apiUrlOf(link.url), { lang });
    },
  });
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
