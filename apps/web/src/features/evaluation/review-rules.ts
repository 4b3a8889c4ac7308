/** SPEC §9 Rating max 5 and Comment max 1000 characters. */
export const ratingMax = 5;
export const commentMax = 1000;

export type ReviewIssue = 'ratingRequired' | 'commentTooLong';

/** SPEC §5 Evaluation: a rating is required (0 or none), the comment is optional and at most 1000 characters. */
export function reviewIssues(rating: number, comment: string): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  if (!(rating >= 1 && rating <= ratingMax)) issues.push('ratingRequired');
  if (comment.length > commentMax) issues.push('commentTooLong');
  return issues;
}

/** SPEC §5: "the sent ratio is rating/5"; and back from a stored ratio to the stars it came from. */
export const ratioOf = (rating: number): number => rating / ratingMax;
export const ratingOf = (ratio: number): number => Math.round(ratio * ratingMax);
