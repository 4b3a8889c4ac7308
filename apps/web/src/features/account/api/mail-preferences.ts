import {
  type MailPreferences,
  mailPreferencesSchema,
  type Unsubscribed,
  unsubscribedSchema,
  type UpdateMailPreferences,
} from '@espace/contracts/mail-preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const path = 'users/me/mail-preferences';

/** How I am mailed of each kind of notification, and my quiet hours (docs/api.md#email-preferences). */
export function useMyMailPreferences() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myMailPreferences(),
      queryFn: ({ signal }) => apiRequest<MailPreferences>(path, { signal, contract: import.meta.env.DEV ? mailPreferencesSchema : undefined }),
    }),
  );
}

/** Sets them all at once; the answer is what is stored now. */
export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMailPreferences) =>
      apiRequest<MailPreferences>(path, { method: 'PUT', body, contract: import.meta.env.DEV ? mailPreferencesSchema : undefined }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.myMailPreferences(), saved),
  });
}

/** POST mail/unsubscribe with a mail's token: the kinds it stopped. Signed in or not, as whoever it is: the token decides. */
export function unsubscribe(token: string): Promise<Unsubscribed> {
  return apiRequest<Unsubscribed>('mail/unsubscribe', {
    method: 'POST',
    body: { token },
    ownUnauthorized: true,
    contract: import.meta.env.DEV ? unsubscribedSchema : undefined,
  });
}
