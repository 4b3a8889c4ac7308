import { type IssuedCalendarFeed, issuedCalendarFeedSchema, type MyCalendarFeed, myCalendarFeedSchema } from '@espace/contracts/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const path = 'users/me/calendar-feed';

/** Whether my calendar link is out, and since when (docs/api.md#calendar-feed): its address is not kept, so not answered again. */
export function useMyCalendarFeed() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myCalendarFeed(),
      queryFn: ({ signal }) => apiRequest<MyCalendarFeed>(path, { signal, contract: import.meta.env.DEV ? myCalendarFeedSchema : undefined }),
    }),
  );
}

/** Makes my calendar link, or a new one in place of the old (which stops at once); its address is answered this once. */
export function useIssueCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<IssuedCalendarFeed>(path, { method: 'POST', contract: import.meta.env.DEV ? issuedCalendarFeedSchema : undefined }),
    onSuccess: (issued) => queryClient.setQueryData<MyCalendarFeed>(queryKeys.myCalendarFeed(), { feed: { createdAt: issued.createdAt } }),
  });
}

/** Stops my calendar link. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(path, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<MyCalendarFeed>(queryKeys.myCalendarFeed(), { feed: null }),
  });
}
