import { notificationSchema, notificationsMarkedSchema, notificationsSchema, unreadNotificationsSchema } from '@espace/contracts/notifications';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The header's unread count is asked again every 20 s, the class refresh of the product
 * (docs/product/screens-and-routes.md#header), while the tab is visible; a tab coming back asks at
 * once. Polling rather than Server-Sent Events: one cheap indexed count per tab every 20 s, through
 * the same authenticated JSON calls, proxies and rate limits as every other screen, where an open
 * stream per tab would hold a connection (and, on the embedded database, a listener) per learner
 * and need its own reconnection and authentication.
 */
const UNREAD_REFRESH_MS = 20_000;

export function useUnreadNotifications() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.unreadNotifications(),
      queryFn: ({ signal }) =>
        apiRequest('users/me/notifications/unread-count', { signal, contract: import.meta.env.DEV ? unreadNotificationsSchema : undefined }),
      refetchInterval: UNREAD_REFRESH_MS,
      refetchIntervalInBackground: false,
    }),
  );
}

/** One page of my notifications, newest first; the panel asks only when it opens (`enabled`). */
export function useNotifications({ page, pageSize, enabled = true }: { page: number; pageSize: number; enabled?: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.notificationsPage(page, pageSize),
      queryFn: ({ signal }) =>
        apiRequest(`users/me/notifications?page=${page}&pageSize=${pageSize}`, { signal, contract: import.meta.env.DEV ? notificationsSchema : undefined }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}

/** After a change, the count and every page of the list are asked again. */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
}

export function useMarkNotification() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest(`users/me/notifications/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { read },
        contract: import.meta.env.DEV ? notificationSchema : undefined,
      }),
    onSettled: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => apiRequest('users/me/notifications/read-all', { method: 'POST', contract: import.meta.env.DEV ? notificationsMarkedSchema : undefined }),
    onSettled: refresh,
  });
}
