import { badgeCredentialsResponseSchema } from '@espace/contracts/credentials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The learner's badges as credentials (docs/credentials.md#badges); the API issues those earned since it last answered. */
export function useMyBadgeCredentials() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myBadgeCredentials(),
      queryFn: ({ signal }) => apiRequest('users/me/badge-credentials', { signal, contract: import.meta.env.DEV ? badgeCredentialsResponseSchema : undefined }),
    }),
  );
}
