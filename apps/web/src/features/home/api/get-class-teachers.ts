import { classUsersDataSchema } from '@espace/contracts/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface Teacher {
  id: string;
  name: string;
}

/** GET classes/{id}/users/data?role=TEACHER (relatedUser; docs/product/api-calls.md#home-and-dashboard), asked for only when the learner opens the menu. */
export function useClassTeachers(classId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.classTeachers(classId),
      queryFn: async ({ signal }): Promise<Teacher[]> => {
        const { items } = await apiRequest(`classes/${encodeURIComponent(classId)}/users/data?role=TEACHER`, {
          signal,
          contract: import.meta.env.DEV ? classUsersDataSchema : undefined,
        });
        // Generic records type their fields loosely: the two read here are strings on the wire.
        return items.flatMap(({ relatedUser: user }) => (user ? [{ id: String(user.id), name: String(user.displayName ?? user.email ?? '') }] : []));
      },
      enabled,
      staleTime: 5 * 60_000,
    }),
  );
}
