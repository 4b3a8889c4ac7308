/** The star rating of a program review: 1 to 5 stars (docs/product/constants.md). */
export const ratingMax = 5;
/** A review's comment must be shorter than this many characters: the counter reads "n / 1000", and 999 is the longest comment kept. */
export const commentLimit = 1000;
export const commentMaxLength = commentLimit - 1;

export type ReviewIssue = 'ratingRequired' | 'commentTooLong';

/** A rating is required (0 or none is not one); the comment is optional and shorter than `commentLimit`. */
export function reviewIssues(rating: number, comment: string): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  if (!(rating >= 1 && rating <= ratingMax)) issues.push('ratingRequired');
  if (comment.length > commentMaxLength) issues.push('commentTooLong');
  return issues;
}

/** The sent ratio is rating/5; and back from a stored ratio to the stars it came from. */
export const ratioOf = (rating: number): number => rating / ratingMax;
export const ratingOf = (ratio: number): number => Math.round(ratio * ratingMax);
