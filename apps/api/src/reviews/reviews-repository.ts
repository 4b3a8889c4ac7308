import type { Queryable } from '../db/database';

/** A learner's review of a program of one of their classes (docs/product/data-model.md#reviews). */
export interface NewReview {
  classId?: string | null;
  resourceType: 'Program';
  resourceId: string;
  ratio: number;
  comment?: string | null;
}

/** A learner's review as the archive of their data lists it. */
export interface OwnReview {
  id: string;
  program: { id: string; name: string | null };
  classId: string | null;
  /** The rating over 5, as a share of 1. */
  ratio: number;
  comment: string | null;
  createdAt: Date;
}

/** The one repository that writes reviews (docs/architecture.md#who-writes-each-table): a learner reviews once, through the generic resources' route. */
export function createReviewsRepository(db: Queryable) {
  return {
    /** The reviews the learner gave, oldest first. */
    async listOwn(tenantId: string, learnerId: string): Promise<OwnReview[]> {
      const rows = await db.query<{
        id: string;
        resource_id: string;
        program_name: string | null;
        class_id: string | null;
        ratio: number;
        comment: string | null;
        created_at: Date;
      }>(
        `SELECT r.id, r.resource_id, p.name AS program_name, r.class_id, r.ratio::float8 AS ratio, r.comment, r.created_at
           FROM reviews r LEFT JOIN programs p ON p.id = r.resource_id AND r.resource_type = 'Program'
          WHERE r.context_id = $1 AND r.user_id = $2
          ORDER BY r.created_at, r.id`,
        [tenantId, learnerId],
      );
      return rows.map((row) => ({
        id: row.id,
        program: { id: row.resource_id, name: row.program_name },
        classId: row.class_id,
        ratio: row.ratio,
        comment: row.comment,
        createdAt: row.created_at,
      }));
    },

    async insertOwn(tenantId: string, learnerId: string, review: NewReview, tx: Queryable = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO reviews (context_id, user_id, class_id, resource_type, resource_id, ratio, comment) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
        [tenantId, learnerId, review.classId ?? null, review.resourceType, review.resourceId, review.ratio, review.comment ?? null],
      );
      if (row === undefined) throw new Error('INSERT returned no row');
      return row.id;
    },

    /** An erased account's reviews keep their rating and lose their comment (docs/privacy.md#erasure). */
    async eraseComments(tenantId: string, learnerId: string): Promise<void> {
      await db.query('UPDATE reviews SET comment = NULL WHERE context_id = $1 AND user_id = $2 AND comment IS NOT NULL', [tenantId, learnerId]);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
