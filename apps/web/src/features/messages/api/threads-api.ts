import { threadMessageSchema, threadSchema, threadsSchema } from '@espace/contracts/messages';
import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Where each side's threads are (docs/api.md#messages): a learner's own, a trainer's in the trainer space. */
const threadsPath = (side: ThreadSide) => (side === 'learner' ? 'users/me/threads' : 'trainer/threads');
const threadPath = (side: ThreadSide, threadId: string) => `${threadsPath(side)}/${encodeURIComponent(threadId)}`;

/** My threads on one side, latest message first. */
export function useThreads(side: ThreadSide) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.threadList(side),
      queryFn: ({ signal }) => apiRequest(threadsPath(side), { signal, contract: import.meta.env.DEV ? threadsSchema : undefined }),
    }),
  );
}

/**
 * One thread; the server marks the other party's messages read as it answers, and my notifications
 * of them, so the list's unread counts and the bell's (its count and pages) are asked again.
 */
export function useThread(side: ThreadSide, threadId: string) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.thread(side, threadId),
      queryFn: async ({ signal }) => {
        const thread = await apiRequest(threadPath(side, threadId), { signal, contract: import.meta.env.DEV ? threadSchema : undefined });
        void queryClient.invalidateQueries({ queryKey: queryKeys.threadList(side) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
        return thread;
      },
    }),
  );
}

/** A reply in the thread; the thread and the list are asked again once it is written. */
export function useReply(side: ThreadSide, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(`${threadPath(side, threadId)}/messages`, { method: 'POST', body: { body }, contract: import.meta.env.DEV ? threadMessageSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.threads(side) }),
  });
}
