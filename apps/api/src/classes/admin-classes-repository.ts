import type { ContentState } from '@espace/domain/content/content-states';
import type { ClassListFilter } from '@espace/domain/admin/class-vocabulary';
import type { Queryable } from '../db/database';
import { containsPattern, foldedContains } from '../db/text-search';

/** A class as the administration reads it. */
export interface AdminClassRecord {
  id: string;
  name: string;
  startAt: Date | null;
  expireAt: Date | null;
  mobileAllowed: boolean;
  closed: boolean;
  learnerCount: number;
  teacherCount: number;
  programCount: number;
  /** The company the class belongs to; null: the whole tenant's. */
  companyId: string | null;
  companyName: string | null;
  createdAt: Date;
}

/** A program of a class, in its order. */
export interface AdminClassProgramRecord {
  id: string;
  programId: string;
  name: string;
  state: string;
  order: number;
  startAt: Date | null;
  expireAt: Date | null;
  startedLessons: number;
}

/** What an admin writes of a class. */
export interface ClassFields {
  name: string;
  startAt: Date | null;
  expireAt: Date | null;
  mobileAllowed: boolean;
  closed: boolean;
  companyId: string | null;
}

interface ClassRow {
  id: string;
  name: string;
  start_at: Date | null;
  expire_at: Date | null;
  mobile_allowed: boolean;
  expired: boolean;
  learners: number;
  teachers: number;
  programs: number;
  company_id: string | null;
  company_name: string | null;
  created_at: Date;
}

const CLASS_SELECT = `
SELECT c.id, c.name, c.start_at, c.expire_at, COALESCE((c.settings #>> '{mobile,allowed}')::boolean, true) AS mobile_allowed, c.expired, c.created_at,
       c.company_id, (SELECT co.name FROM companies co WHERE co.context_id = c.context_id AND co.id = c.company_id) AS company_name,
       (SELECT count(DISTINCT cu.user_id)::int FROM class_users cu WHERE cu.context_id = c.context_id AND cu.class_id = c.id AND cu.role = 'STUDENT') AS learners,
       (SELECT count(DISTINCT cu.user_id)::int FROM class_users cu WHERE cu.context_id = c.context_id AND cu.class_id = c.id AND cu.role = 'TEACHER') AS teachers,
       (SELECT count(*)::int FROM class_programs cp WHERE cp.context_id = c.context_id AND cp.class_id = c.id) AS programs
  FROM classes c`;

const toClass = (row: ClassRow): AdminClassRecord => ({
  id: row.id,
  name: row.name,
  startAt: row.start_at,
  expireAt: row.expire_at,
  mobileAllowed: row.mobile_allowed,
  closed: row.expired,
  learnerCount: row.learners,
  teacherCount: row.teachers,
  programCount: row.programs,
  companyId: row.company_id,
  companyName: row.company_name,
  createdAt: row.created_at,
});

/** Where a class stands, as SQL on `c` at the instant $2 (the same cut as classPeriod). */
const FILTERS: Record<ClassListFilter, string> = {
  all: '$2::timestamptz IS NOT NULL',
  closed: 'c.expired AND $2::timestamptz IS NOT NULL',
  past: 'NOT c.expired AND c.expire_at < $2::timestamptz',
  upcoming: 'NOT c.expired AND (c.expire_at IS NULL OR c.expire_at >= $2::timestamptz) AND c.start_at > $2::timestamptz',
  current: 'NOT c.expired AND (c.expire_at IS NULL OR c.expire_at >= $2::timestamptz) AND (c.start_at IS NULL OR c.start_at <= $2::timestamptz)',
};

/** The most classes a select offers: a tenant runs a few dozen at once; a runaway script is cut short. */
const UNCLOSED_LISTED = 1000;

/**
 * The tenant's classes and their programs, as its admins manage them (docs/administration.md#classes);
 * every statement is scoped to the tenant. Which classes an admin reaches is decided by their scope
 * (`scopeOf`: null for every class, else their companies' ids) in the list, and by `classInReach` for one.
 */
export function createAdminClassesRepository(db: Queryable) {
  return {
    async page(
      tenantId: string,
      query: { search: string; filter: ClassListFilter },
      scope: readonly string[] | null,
      now: Date,
      offset: number,
      limit: number,
    ): Promise<{ items: AdminClassRecord[]; total: number }> {
      const matches = `c.context_id = $1 AND ${FILTERS[query.filter]} AND ($3::text = '' OR ${foldedContains('c.name', '$4::text')}) AND ($5::uuid[] IS NULL OR c.company_id = ANY($5::uuid[]))`;
      const params = [tenantId, now, query.search, containsPattern(query.search), scope];
      const [rows, [count]] = await Promise.all([
        db.query<ClassRow>(`${CLASS_SELECT} WHERE ${matches} ORDER BY c.start_at DESC NULLS LAST, lower(c.name), c.id LIMIT $6 OFFSET $7`, [
          ...params,
          limit,
          offset,
        ]),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM classes c WHERE ${matches}`, params),
      ]);
      return { items: rows.map(toClass), total: count?.total ?? 0 };
    },

    /** The class when it is this tenant's; undefined otherwise. `lock` holds its row until the transaction ends, so two writes to one class take turns. */
    async find(tenantId: string, id: string, tx: Queryable = db, lock = false): Promise<AdminClassRecord | undefined> {
      if (lock) await tx.query('SELECT id FROM classes WHERE context_id = $1 AND id = $2 FOR UPDATE', [tenantId, id]);
      const [row] = await tx.query<ClassRow>(`${CLASS_SELECT} WHERE c.context_id = $1 AND c.id = $2`, [tenantId, id]);
      return row && toClass(row);
    },

    /** The tenant's companies within the scope (null: all of them), by name: those a class may belong to. */
    async companies(tenantId: string, scope: readonly string[] | null): Promise<{ id: string; name: string }[]> {
      return db.query<{ id: string; name: string }>(
        'SELECT id, name FROM companies WHERE context_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[])) ORDER BY lower(name), id',
        [tenantId, scope],
      );
    },

    /** The tenant's programs, by name: those a class may follow (an archived one is given to no new class). */
    async programChoices(tenantId: string): Promise<{ id: string; name: string; state: string }[]> {
      return db.query<{ id: string; name: string; state: string }>(
        `SELECT id, name, state FROM programs WHERE context_id = $1 AND state <> 'ARCHIVED' ORDER BY lower(name), id`,
        [tenantId],
      );
    },

    /** The tenant's classes an admin has not closed, by name (the most a select offers): those an invitation code may name, once their days are checked. */
    async unclosed(tenantId: string): Promise<{ id: string; name: string; startAt: Date | null; expireAt: Date | null }[]> {
      return db.query<{ id: string; name: string; startAt: Date | null; expireAt: Date | null }>(
        `SELECT id, name, start_at AS "startAt", expire_at AS "expireAt" FROM classes WHERE context_id = $1 AND NOT expired ORDER BY lower(name), id LIMIT ${UNCLOSED_LISTED}`,
        [tenantId],
      );
    },

    /** The tenant's company of that id (its name), or undefined: another tenant's company is no company. */
    async findCompany(tenantId: string, companyId: string, tx: Queryable = db): Promise<{ id: string; name: string } | undefined> {
      const [row] = await tx.query<{ id: string; name: string }>('SELECT id, name FROM companies WHERE context_id = $1 AND id = $2', [tenantId, companyId]);
      return row;
    },

    async create(tenantId: string, fields: Omit<ClassFields, 'closed'>, tx: Queryable = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO classes (context_id, name, start_at, expire_at, settings, company_id) VALUES ($1, $2, $3, $4, jsonb_build_object('mobile', jsonb_build_object('allowed', $5::boolean)), $6) RETURNING id`,
        [tenantId, fields.name, fields.startAt, fields.expireAt, fields.mobileAllowed, fields.companyId],
      );
      return row!.id;
    },

    /** Writes the fields; the class's other settings are kept. */
    async update(tenantId: string, id: string, fields: ClassFields, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE classes SET name = $3, start_at = $4, expire_at = $5, expired = $6, company_id = $8,
                settings = jsonb_set(settings, '{mobile}', COALESCE(settings -> 'mobile', '{}'::jsonb) || jsonb_build_object('allowed', $7::boolean))
          WHERE context_id = $1 AND id = $2`,
        [tenantId, id, fields.name, fields.startAt, fields.expireAt, fields.closed, fields.mobileAllowed, fields.companyId],
      );
    },

    async programs(tenantId: string, classId: string, tx: Queryable = db): Promise<AdminClassProgramRecord[]> {
      const rows = await tx.query<{
        id: string;
        program_id: string;
        name: string;
        state: string;
        order: number;
        start_at: Date | null;
        expire_at: Date | null;
        started: number;
      }>(
        `SELECT cp.id, cp.program_id, p.name, p.state, cp."order", cp.start_at, cp.expire_at,
                (SELECT count(*)::int FROM lessons l WHERE l.context_id = cp.context_id AND l.class_program_id = cp.id AND (l.started_at IS NOT NULL OR l.progress IS NOT NULL)) AS started
           FROM class_programs cp JOIN programs p ON p.id = cp.program_id AND p.context_id = cp.context_id
          WHERE cp.context_id = $1 AND cp.class_id = $2 ORDER BY cp."order", cp.id`,
        [tenantId, classId],
      );
      return rows.map((row) => ({
        id: row.id,
        programId: row.program_id,
        name: row.name,
        state: row.state,
        order: row.order,
        startAt: row.start_at,
        expireAt: row.expire_at,
        startedLessons: row.started,
      }));
    },

    /** The tenant's program of that id (its name and state), or undefined: another tenant's program is no program. */
    /**
     * The program a class is about to follow, held (FOR KEY SHARE) until the transaction ends: a
     * deletion of it waits for the lessons given, or, deleted first, leaves nothing to find (404).
     */
    async findProgram(tenantId: string, programId: string, tx: Queryable = db): Promise<{ id: string; name: string; state: ContentState } | undefined> {
      const [row] = await tx.query<{ id: string; name: string; state: ContentState }>(
        'SELECT id, name, state FROM programs WHERE context_id = $1 AND id = $2 FOR KEY SHARE',
        [tenantId, programId],
      );
      return row;
    },

    /** Adds the program last; undefined when the class already has it. */
    async addProgram(
      tenantId: string,
      classId: string,
      program: { programId: string; startAt: Date | null; expireAt: Date | null },
      tx: Queryable = db,
    ): Promise<string | undefined> {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO class_programs (context_id, class_id, program_id, "order", start_at, expire_at)
         SELECT $1, $2, $3, COALESCE(max("order") + 1, 0), $4, $5 FROM class_programs WHERE context_id = $1 AND class_id = $2
         ON CONFLICT (class_id, program_id) DO NOTHING RETURNING id`,
        [tenantId, classId, program.programId, program.startAt, program.expireAt],
      );
      return row?.id;
    },

    async setProgramWindow(
      tenantId: string,
      classId: string,
      classProgramId: string,
      window: { startAt: Date | null; expireAt: Date | null },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('UPDATE class_programs SET start_at = $4, expire_at = $5 WHERE context_id = $1 AND class_id = $2 AND id = $3', [
        tenantId,
        classId,
        classProgramId,
        window.startAt,
        window.expireAt,
      ]);
    },

    /** Numbers the class's programs 0, 1, 2… in the order given (every one of them, checked by the caller). */
    async orderPrograms(tenantId: string, classId: string, classProgramIds: readonly string[], tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE class_programs cp SET "order" = o.position - 1 FROM unnest($3::uuid[]) WITH ORDINALITY AS o(id, position)
          WHERE cp.context_id = $1 AND cp.class_id = $2 AND cp.id = o.id`,
        [tenantId, classId, classProgramIds],
      );
    },

    /** Removes the program from the class; refused by the database while a lesson hangs on it. */
    async removeProgram(tenantId: string, classId: string, classProgramId: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM class_programs WHERE context_id = $1 AND class_id = $2 AND id = $3', [tenantId, classId, classProgramId]);
    },
  };
}
export type AdminClassesRepository = ReturnType<typeof createAdminClassesRepository>;
