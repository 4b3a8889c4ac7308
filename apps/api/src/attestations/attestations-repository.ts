import type { Queryable } from '../db/database';

/** What a training is for, as its attestation states it: its programs' descriptions and the competencies its courses work on. */
export interface TrainingObjectives {
  programs: { name: string; description: string | null }[];
  competencies: string[];
}

/** Reads only: the attestation's objectives (docs/privacy.md#attestation-de-fin-de-formation); each statement scoped to the tenant. */
export function createAttestationsRepository(db: Queryable) {
  return {
    /** The class's programs in their order, and the competencies of these courses' blocks (the certificate's rule), in the tenant's order. */
    async objectivesOf(tenantId: string, classId: string, courseIds: readonly string[]): Promise<TrainingObjectives> {
      const [programs, competencies] = await Promise.all([
        db.query<{ name: string; description: string | null }>(
          `SELECT p.name, p.description FROM class_programs cp JOIN programs p ON p.id = cp.program_id AND p.context_id = cp.context_id
            WHERE cp.context_id = $1 AND cp.class_id = $2 ORDER BY cp."order", cp.id`,
          [tenantId, classId],
        ),
        db.query<{ title: string }>(
          `SELECT cc.title FROM course_competencies cc
            WHERE cc.context_id = $1
              AND cc.id IN (SELECT b.competency_id FROM course_nodes n JOIN course_blocks b ON b.id = n.block_id
                             WHERE n.course_id = ANY($2::uuid[]) AND n.type = 'block')
            ORDER BY cc."order", cc.title`,
          [tenantId, courseIds],
        ),
      ]);
      return { programs, competencies: competencies.map((row) => row.title) };
    },
  };
}
export type AttestationsRepository = ReturnType<typeof createAttestationsRepository>;
