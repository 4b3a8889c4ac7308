import { type ClassMessageBody, classMessageSchema, classMessagesSchema } from '@espace/contracts/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A trainer's messages to learners of a class (docs/trainers.md#messages). */
const messagesPath = (classId: string) => `trainer/classes/${encodeURIComponent(classId)}/messages`;

/** What the class's trainers sent or scheduled, latest send time first, with who read it. */
export function useClassMessages(classId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.classMessages(classId),
      queryFn: async ({ signal }) =>
        (await apiRequest(messagesPath(classId), { signal, contract: import.meta.env.DEV ? classMessagesSchema : undefined })).items,
    }),
  );
}

/** Sends a message now or schedules it; the class's history and my threads are asked again. */
export function useSendClassMessage(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassMessageBody) =>
      apiRequest(messagesPath(classId), { method: 'POST', body, contract: import.meta.env.DEV ? classMessageSchema : undefined }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.classMessages(classId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.threads('trainer') }),
      ]),
  });
}

/** Cancels a scheduled message of mine. */
export function useCancelClassMessage(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest(`${messagesPath(classId)}/${encodeURIComponent(messageId)}`, {
        method: 'DELETE',
        contract: import.meta.env.DEV ? classMessageSchema : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classMessages(classId) }),
  });
}
