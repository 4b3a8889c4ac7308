import type { MyClassesFilter } from '@espace/contracts/classes';
import { isUuid } from '@espace/domain/uuid';

/** What narrows the learner's classes (docs/product/screens-and-routes.md#home). */
export interface ClassFilters {
  filter: MyClassesFilter;
  competencyId?: string | undefined;
  programId?: string | undefined;
  search?: string | undefined;
  mobileOnly: boolean;
  now: Date;
}

/** A filter on an id that is no uuid matches nothing (and must not reach a uuid cast). */
export const matchesNothing = (filters: ClassFilters) =>
  (filters.competencyId !== undefined && !isUuid(filters.competencyId)) || (filters.programId !== undefined && !isUuid(filters.programId));

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The SQL conditions on `c` (classes) for the filters, with their parameters
 * numbered after `firstParam`; the competency filter adds a recursive CTE of
 * the competency and those under it.
 */
export function filterSql(filters: ClassFilters, firstParam: number): { cte: string; where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const conditions: string[] = [];
  let cte = '';
  if (filters.filter === 'upcoming') conditions.push(`c.start_at > ${param(filters.now)}`);
  if (filters.filter === 'past') conditions.push(`c.expire_at <= ${param(filters.now)}`);
  if (filters.mobileOnly) conditions.push(`COALESCE((c.settings -> 'mobile' ->> 'allowed')::boolean, true)`);
  if (filters.programId !== undefined) {
    conditions.push(`EXISTS (SELECT 1 FROM class_programs fcp WHERE fcp.class_id = c.id AND fcp.program_id = ${param(filters.programId)}::uuid)`);
  }
  if (filters.competencyId !== undefined) {
    cte = `competency_scope AS (
      SELECT id FROM course_competencies WHERE context_id = $1 AND id = ${param(filters.competencyId)}::uuid
      UNION ALL SELECT cc.id FROM course_competencies cc JOIN competency_scope s ON cc.parent_id = s.id),`;
    conditions.push(`EXISTS (SELECT 1 FROM class_programs fcp JOIN program_courses fpc ON fpc.program_id = fcp.program_id
      JOIN course_nodes fn ON fn.course_id = fpc.course_id AND fn.retired_at IS NULL JOIN course_blocks fb ON fb.id = fn.block_id
      WHERE fcp.class_id = c.id AND fb.competency_id IN (SELECT id FROM competency_scope))`);
  }
  if (filters.search !== undefined && filters.search !== '') {
    const pattern = param(likePattern(filters.search));
    conditions.push(`(c.name ILIKE ${pattern} OR EXISTS (SELECT 1 FROM class_programs fcp JOIN programs fp ON fp.id = fcp.program_id
      LEFT JOIN program_courses fpc ON fpc.program_id = fp.id LEFT JOIN courses fco ON fco.id = fpc.course_id AND fco.state <> 'DRAFT'
      WHERE fcp.class_id = c.id AND (fp.name ILIKE ${pattern} OR fco.title ILIKE ${pattern})))`);
  }
  return { cte, where: conditions.map((condition) => ` AND ${condition}`).join(''), params };
}
