import type { LessonState } from '@espace/domain/lessons/lesson-state';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { CertificateFacts } from '../credentials/certificate-credentials';
import type { Queryable } from '../db/database';
import { isUuid } from '@espace/domain/uuid';

export type { CertificateFacts };

interface FactsRow {
  id: string;
  user_id: string;
  state: LessonState;
  progress: PageProgress | null;
  certification_ref: string | null;
  scoring: { global?: { actual?: number; max?: number } } | null;
  ended_at: Date | null;
  started_at: Date | null;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  erased: boolean;
  course_id: string;
  course_title: string;
  course_description: string | null;
  competencies: { id: string; title: string }[];
  class_name: string;
  program_name: string;
}

const SELECT = `
SELECT l.id, l.user_id, l.state, l.progress, l.certification_ref, l.scoring, l.ended_at, l.started_at,
       u.firstname, u.lastname, u.username, u.email, u.erased_at IS NOT NULL AS erased, l.course_id, co.title AS course_title, co.description AS course_description,
       (SELECT COALESCE(json_agg(json_build_object('id', cc.id, 'title', cc.title) ORDER BY cc."order", cc.title), '[]')
          FROM course_competencies cc
         WHERE cc.id IN (SELECT b.competency_id FROM course_nodes n JOIN course_blocks b ON b.id = n.block_id
                          WHERE n.course_id = l.course_id AND n.type = 'block')) AS competencies,
       c.name AS class_name, p.name AS program_name
  FROM lessons l JOIN users u ON u.id = l.user_id JOIN courses co ON co.id = l.course_id JOIN classes c ON c.id = l.class_id
  JOIN class_programs cp ON cp.id = l.class_program_id JOIN programs p ON p.id = cp.program_id`;

const toFacts = (row: FactsRow): CertificateFacts => ({
  lessonId: row.id,
  userId: row.user_id,
  state: row.state,
  progress: row.progress,
  certificationRef: row.certification_ref,
  score: { actual: Number(row.scoring?.global?.actual ?? 0), max: Number(row.scoring?.global?.max ?? 0) },
  endedAt: row.ended_at,
  startedAt: row.started_at,
  learner: { firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email, erased: row.erased },
  courseId: row.course_id,
  courseTitle: row.course_title,
  courseDescription: row.course_description,
  competencies: row.competencies,
  className: row.class_name,
  programName: row.program_name,
});

export function createCertificatesRepository(db: Queryable) {
  return {
    /** The lesson when it is this user's, in this tenant. */
    async findForLearner(tenantId: string, userId: string, lessonId: string): Promise<CertificateFacts | null> {
      if (!isUuid(lessonId)) return null;
      const [row] = await db.query<FactsRow>(`${SELECT} WHERE l.context_id = $1 AND l.user_id = $2 AND l.id = $3`, [tenantId, userId, lessonId]);
      return row ? toFacts(row) : null;
    },

    /** The lesson holding this certification reference, in this tenant. */
    async findByCode(tenantId: string, code: string): Promise<CertificateFacts | null> {
      const [row] = await db.query<FactsRow>(`${SELECT} WHERE l.context_id = $1 AND l.certification_ref = $2`, [tenantId, code]);
      return row ? toFacts(row) : null;
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
