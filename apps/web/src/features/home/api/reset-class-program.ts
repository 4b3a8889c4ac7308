import { resetLessonsSchema } from '@espace/contracts/lessons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST class-programs/{id}/reset/me (docs/product/lessons.md#reset): the learner starts the program's lessons over. */
export function useResetClassProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classProgramId: string) =>
      apiRequest(`class-programs/${encodeURIComponent(classProgramId)}/reset/me`, {
        method: 'POST',
        contract: import.meta.env.DEV ? resetLessonsSchema : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myClasses() }),
  });
}
