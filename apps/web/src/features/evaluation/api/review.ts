import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface Review {
  id: string;
  ratio: number;
  comment: string | null;
  resourceType: string;
  resourceId: string;
  classId: string | null;
}

export interface ReviewTarget {
  resourceType: 'Program';
  resourceId: string;
  userId: string;
}

/** SPEC §7 findAll Review filtered by resourceType, resourceId, userId, limit 1. */
export function useMyReview({ resourceType, resourceId, userId }: ReviewTarget) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myReview(resourceType, resourceId),
      queryFn: async ({ signal }) => {
        const where = encodeURIComponent(JSON.stringify({ resourceType, resourceId, userId }));
        const { items } = await apiRequest<{ items: Review[] }>(`reviews?where=${where}&limit=1`, { signal });
        return items[0] ?? null;
      },
    }),
  );
}

export interface NewReview {
  resourceType: 'Program';
  resourceId: string;
  ratio: number;
  comment: string;
  classId?: string;
}

/** The program being rated, as the learner may read it: 404 for an unknown one or one outside their classes. */
export function useReviewedProgram(programId: string) {
  return useQuery({
    queryKey: ['programs', programId, 'name'],
    retry: false,
    queryFn: ({ signal }) => apiRequest<{ id: string; name: string }>(`programs/${encodeURIComponent(programId)}?fields=id,name`, { signal }),
  });
}

/** SPEC §7 Create Review with classId, comment, resourceType, resourceId, ratio. */
export function useSendReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => apiRequest<Review>('reviews', { method: 'POST', body: review }),
    onSuccess: (review) => {
      queryClient.setQueryData(queryKeys.myReview(review.resourceType, review.resourceId), review);
      // Home offers "Évaluer" by the same rule (a review of mine exists): it must see this one.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myClasses() });
    },
  });
}
