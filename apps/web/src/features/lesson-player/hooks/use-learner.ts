import type { Me } from '@espace/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { readUserId } from '../../../lib/session-storage';

interface Learner {
  id: string | null;
  displayName: string;
  tincanIdentifier: string;
}

/**
 * The signed-in learner, from the users/me answer the route guard loaded
 * before any session page renders (read from the cache: features do not
 * import each other), the id falling back to the stored session's.
 */
export function useLearner(): Learner {
  const me = useQueryClient().getQueryData<Me>(queryKeys.me());
  const id = me?.id ?? readUserId();
  return { id, displayName: me?.displayName ?? '', tincanIdentifier: me?.tincanIdentifier ?? id ?? '' };
}
