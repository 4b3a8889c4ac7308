import type { ResourceRecord } from '@espace/contracts/resources';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { resourceListContract, resourceRecordContract } from '../../../lib/resource-contracts';

/** A review as its generic resource answers it when no `fields` are asked for: these fields are all there. */
type Review = Required<Pick<ResourceRecord<'reviews'>, 'id' | 'ratio' | 'comment' | 'resourceType' | 'resourceId' | 'classId'>>;

interface ReviewTarget {
  resourceType: 'Program';
  resourceId: string;
  userId: string;
}

/** The learner's review of a resource: reviews filtered by resourceType, resourceId, userId, limit 1 (docs/product/api-calls.md#home-and-dashboard). */
export function useMyReview({ resourceType, resourceId, userId }: ReviewTarget) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myReview(resourceType, resourceId),
      queryFn: async ({ signal }) => {
        const where = encodeURIComponent(JSON.stringify({ resourceType, resourceId, userId }));
        const { items } = await apiRequest(`reviews?where=${where}&limit=1`, {
          signal,
          contract: import.meta.env.DEV ? resourceListContract<Review>('reviews') : undefined,
        });
        return items[0] ?? null;
      },
    }),
  );
}

interface NewReview {
  resourceType: 'Program';
  resourceId: string;
  ratio: number;
  comment: string;
  classId?: string;
}

/** The program being rated, as the learner may read it: 404 for an unknown one or one outside their classes. */
export function useReviewedProgram(programId: string) {
  return useQuery({
    queryKey: queryKeys.reviewedProgram(programId),
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`programs/${encodeURIComponent(programId)}?fields=id,name`, {
        signal,
        contract: import.meta.env.DEV ? resourceRecordContract<{ id: string; name: string }>('programs') : undefined,
      }),
  });
}

/** Creates a review with classId, comment, resourceType, resourceId, ratio (docs/product/data-model.md#reviews). */
export function useSendReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) =>
      apiRequest('reviews', { method: 'POST', body: review, contract: import.meta.env.DEV ? resourceRecordContract<Review>('reviews') : undefined }),
    onSuccess: (review) => {
      queryClient.setQueryData(queryKeys.myReview(review.resourceType, review.resourceId), review);
      // Home offers "Évaluer" by the same rule (a review of mine exists): it must see this one.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myClasses() });
    },
  });
}
