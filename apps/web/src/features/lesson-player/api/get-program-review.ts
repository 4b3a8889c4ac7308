import { apiRequest } from '../../../lib/api-client';

/** SPEC §7: findAll Review by resourceType, resourceId and userId, limit 1. */
export async function hasProgramReview(programId: string, userId: string): Promise<boolean> {
  const where = JSON.stringify({ resourceType: 'Program', resourceId: programId, userId });
  const query = new URLSearchParams({ where, limit: '1' });
  const answer = await apiRequest<{ items: unknown[]; total: number }>(`reviews?${query.toString()}`);
  return answer.items.length > 0;
}
