import type { LearnerStatus, RosterSort, RosterView } from '@espace/domain/trainer/roster-vocabulary';
import type { Queryable } from '../db/database';

/** A learner whose kept row a roster read claimed, to compute: the revision its figures are saved at. */
export interface ClaimedRow {
  userId: string;
  revision: string;
}

/** What the roster's rule says of a learner, with what it orders and searches them by (rosterOrderOf). */
export interface RosterEntry {
  userId: string;
  revision: string;
  status: LearnerStatus;
  progress: number;
  scoreRatio: number;
  timeSpent: number;
  lastActivityAt: Date | null;
  lastNameKey: string;
  firstNameKey: string;
  searchName: string;
  searchEmail: string;
}

export interface RosterSelection {
  sort: RosterSort;
  descending: boolean;
  view: RosterView;
  /** Folded (rosterSearchText); '' selects everyone. */
  search: string;
  /** Activity (else enrolment) before this makes an unfinished learner late (lateIfQuietSince); null when the class is not open. */
  lateBefore: Date | null;
}

/**
 * The « late » predicate of daysInactive over the kept rows: not finished, and quiet since before
 * the bound the domain gives (`bound`: NULL when the class is not open, so nobody is late).
 */
const late = (bound: string) => `(r.status IS DISTINCT FROM 'finished' AND COALESCE(r.last_activity_at, r.enrolled_at) < ${bound}::timestamptz)`;
const STATUS_VIEWS = { notStarted: `r.status = 'notStarted'`, inProgress: `r.status = 'inProgress'`, finished: `r.status = 'finished'` } as const;
const KEY: Record<Exclude<RosterSort, 'name'>, string> = {
  progress: 'r.progress',
  score: 'r.score_ratio',
  timeSpent: 'r.time_spent',
  lastActivity: 'r.last_activity_at',
};
const BY_NAME = 'r.last_name_key, r.first_name_key';

/**
 * The selection's predicate and its parameters, numbered from `$first`: each selection has its own
 * statement text (views, sorts and search come from fixed lists), so each gets its own plan.
 */
function selected({ view, search, lateBefore }: RosterSelection, first: number): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const parameter = (value: unknown) => `$${first + values.push(value) - 1}`;
  const inView = view === 'all' ? 'true' : view === 'late' ? late(parameter(lateBefore)) : STATUS_VIEWS[view];
  if (search === '') return { sql: inView, values };
  const text = parameter(search);
  return { sql: `${inView} AND (strpos(r.search_name, ${text}) > 0 OR strpos(r.search_email, ${text}) > 0)`, values };
}

/**
 * The roster's order: the sort's key in its direction, then last and first name, then the learner's
 * id, so that ties never move a learner from one page to another. No last activity sorts as the
 * oldest.
 */
function orderBy({ sort, descending }: Pick<RosterSelection, 'sort' | 'descending'>): string {
  if (sort === 'name') return descending ? 'r.last_name_key DESC, r.first_name_key DESC, r.user_id' : `${BY_NAME}, r.user_id`;
  const nulls = sort === 'lastActivity' ? (descending ? ' NULLS LAST' : ' NULLS FIRST') : '';
  return `${KEY[sort]} ${descending ? 'DESC' : 'ASC'}${nulls}, ${BY_NAME}, r.user_id`;
}

/**
 * The roster's kept rows (migrations/0038_roster_learners.sql), which the trainer area computes and
 * the database marks stale: every method is scoped to the tenant and a class.
 */
export function createRosterRepository(db: Queryable) {
  return {
    /**
     * Claims the class's rows that are stale or were counted over other course pages than
     * `coursesKey`: marks them fresh and counted over these pages, and moves their revision on. Waits
     * for the writes in progress on them (each locks its learner's row), so the lessons read next hold them.
     */
    async claimStale(tenantId: string, classId: string, coursesKey: string): Promise<ClaimedRow[]> {
      const rows = await db.query<{ user_id: string; revision: string }>(
        `UPDATE roster_learners SET stale = false, courses_key = $3, revision = revision + 1
          WHERE context_id = $1 AND class_id = $2 AND (stale OR courses_key IS DISTINCT FROM $3)
          RETURNING user_id, revision`,
        [tenantId, classId, coursesKey],
      );
      return rows.map((row) => ({ userId: row.user_id, revision: String(row.revision) }));
    },

    /** Writes the rows computed; one claimed again since (its revision moved) is left to that claim. */
    async saveEntries(tenantId: string, classId: string, entries: readonly RosterEntry[]): Promise<void> {
      if (entries.length === 0) return;
      const column = <K extends keyof RosterEntry>(key: K) => entries.map((entry) => entry[key]);
      await db.query(
        `UPDATE roster_learners r
            SET status = v.status, progress = v.progress, score_ratio = v.score_ratio, time_spent = v.time_spent,
                last_activity_at = v.last_activity_at, last_name_key = v.last_name_key, first_name_key = v.first_name_key,
                search_name = v.search_name, search_email = v.search_email
           FROM unnest($3::uuid[], $4::bigint[], $5::text[], $6::float8[], $7::float8[], $8::int[], $9::timestamptz[], $10::text[], $11::text[], $12::text[], $13::text[])
                AS v(user_id, revision, status, progress, score_ratio, time_spent, last_activity_at, last_name_key, first_name_key, search_name, search_email)
          WHERE r.context_id = $1 AND r.class_id = $2 AND r.user_id = v.user_id AND r.revision = v.revision`,
        [
          tenantId,
          classId,
          column('userId'),
          column('revision'),
          column('status'),
          column('progress'),
          column('scoreRatio'),
          column('timeSpent'),
          column('lastActivityAt'),
          column('lastNameKey'),
          column('firstNameKey'),
          column('searchName'),
          column('searchEmail'),
        ],
      );
    },

    /** How many learners each view holds (whatever the search), and how many the selection holds. */
    async counts(tenantId: string, classId: string, selection: RosterSelection): Promise<Record<RosterView, number> & { selected: number }> {
      const where = selected(selection, 4);
      const [row] = await db.query<Record<RosterView | 'selected', number>>(
        `SELECT count(*)::int AS "all", count(*) FILTER (WHERE ${STATUS_VIEWS.notStarted})::int AS "notStarted",
                count(*) FILTER (WHERE ${STATUS_VIEWS.inProgress})::int AS "inProgress", count(*) FILTER (WHERE ${STATUS_VIEWS.finished})::int AS finished,
                count(*) FILTER (WHERE ${late('$3')})::int AS late, count(*) FILTER (WHERE ${where.sql})::int AS selected
           FROM roster_learners r WHERE r.context_id = $1 AND r.class_id = $2`,
        [tenantId, classId, selection.lateBefore, ...where.values],
      );
      return row ?? { all: 0, notStarted: 0, inProgress: 0, finished: 0, late: 0, selected: 0 };
    },

    /** The learners of the selection in the roster's order, `limit` of them from `offset` (every one without a limit). */
    async selectedLearnerIds(tenantId: string, classId: string, selection: RosterSelection, page?: { offset: number; limit: number }): Promise<string[]> {
      const slice = page === undefined ? '' : ` LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`;
      const where = selected(selection, 3);
      const rows = await db.query<{ user_id: string }>(
        `SELECT r.user_id FROM roster_learners r
          WHERE r.context_id = $1 AND r.class_id = $2 AND ${where.sql}
          ORDER BY ${orderBy(selection)}${slice}`,
        [tenantId, classId, ...where.values],
      );
      return rows.map((row) => row.user_id);
    },

    /**
     * Forgets the names and address an erased learner's rows sort and search by (docs/privacy.md#erasure);
     * their figures stay, and the rows are counted again, from the account as it is now, at the next read.
     */
    async forgetLearner(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE roster_learners SET last_name_key = NULL, first_name_key = NULL, search_name = NULL, search_email = NULL, stale = true
          WHERE context_id = $1 AND user_id = $2`,
        [tenantId, userId],
      );
    },
  };
}
export type RosterRepository = ReturnType<typeof createRosterRepository>;
