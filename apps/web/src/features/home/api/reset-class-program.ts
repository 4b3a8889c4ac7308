import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC §7 POST class-programs/{id}/reset/me: the learner starts the program's lessons over. */
export function useResetClassProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classProgramId: string) => apiRequest<unknown>(`class-programs/${encodeURIComponent(classProgramId)}/reset/me`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myClasses() }),
  });
}
