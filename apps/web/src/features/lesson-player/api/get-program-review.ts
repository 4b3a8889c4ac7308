import { apiRequest } from '../../../lib/api-client';
import { resourceListContract } from '../../../lib/resource-contracts';

/** The learner's review of the program: reviews by resourceType, resourceId and userId, limit 1 (docs/product/api-calls.md#home-and-dashboard). */
export async function hasProgramReview(programId: string, userId: string): Promise<boolean> {
  const where = JSON.stringify({ resourceType: 'Program', resourceId: programId, userId });
  const query = new URLSearchParams({ where, limit: '1' });
  const answer = await apiRequest(`reviews?${query.toString()}`, { contract: import.meta.env.DEV ? resourceListContract('reviews') : undefined });
  return answer.items.length > 0;
}
