import type { Queryable } from '../db/database';

/** A learner's review of a program of one of their classes (docs/product/data-model.md#reviews). */
export interface NewReview {
  classId?: string | null;
  resourceType: 'Program';
  resourceId: string;
  ratio: number;
  comment?: string | null;
}

/** The one repository that writes reviews (docs/architecture.md#who-writes-each-table): a learner reviews once, through the generic resources' route. */
export function createReviewsRepository(db: Queryable) {
  return {
    async insertOwn(tenantId: string, learnerId: string, review: NewReview, tx: Queryable = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO reviews (context_id, user_id, class_id, resource_type, resource_id, ratio, comment) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [tenantId, learnerId, review.classId ?? null, review.resourceType, review.resourceId, review.ratio, review.comment ?? null],
      );
      if (row === undefined) throw new Error('INSERT returned no row');
      return row.id;
    },
  };
}
