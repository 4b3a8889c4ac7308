import type { ExtraTime } from '@espace/domain/lessons/time-accommodation';
import type { Queryable } from '../db/database';

export interface TimeAccommodationRecord {
  userId: string;
  extraTime: ExtraTime;
  setBy: string | null;
  updatedAt: Date;
}

/** Where the caller stands towards a class of the tenant. */
export interface ClassStanding {
  /** The class is the tenant's. */
  exists: boolean;
  /** The caller's system roles (admin, superadmin…). */
  roles: string[];
  /** The caller is a class user of it, in any role. */
  member: boolean;
  /** The caller is one of its trainers (class user with role TEACHER). */
  teaches: boolean;
}

interface AccommodationRow {
  user_id: string;
  extra_time: ExtraTime;
  set_by: string | null;
  updated_at: Date;
}

const toRecord = (row: AccommodationRow): TimeAccommodationRecord => ({
  userId: row.user_id,
  extraTime: row.extra_time,
  setBy: row.set_by,
  updatedAt: row.updated_at,
});

/** Learners' time accommodations by class (docs/accessibility.md); every method takes the tenant. */
export function createTimeAccommodationsRepository(db: Queryable) {
  return {
    /** One query: whether the class is the tenant's, the caller's roles, membership and teaching. */
    async standing(tenantId: string, callerId: string, classId: string, tx: Queryable = db): Promise<ClassStanding> {
      const [row] = await tx.query<{ class_exists: boolean; roles: string[]; member: boolean; teaches: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM classes WHERE context_id = $1 AND id = $3) AS class_exists,
                COALESCE((SELECT json_agg(r.name) FROM role_users ru JOIN roles r ON r.id = ru.role_id
                           WHERE ru.context_id = $1 AND ru.principal_type = 'USER' AND ru.principal_id = $2), '[]') AS roles,
                EXISTS (SELECT 1 FROM class_users WHERE context_id = $1 AND class_id = $3 AND user_id = $2) AS member,
                EXISTS (SELECT 1 FROM class_users WHERE context_id = $1 AND class_id = $3 AND user_id = $2 AND role = 'TEACHER') AS teaches`,
        [tenantId, callerId, classId],
      );
      return { exists: row?.class_exists === true, roles: row?.roles ?? [], member: row?.member === true, teaches: row?.teaches === true };
    },

    /** Whether the user is a learner (STUDENT) of the class. */
    async isLearnerOf(tenantId: string, classId: string, userId: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(`SELECT 1 FROM class_users WHERE context_id = $1 AND class_id = $2 AND user_id = $3 AND role = 'STUDENT'`, [
        tenantId,
        classId,
        userId,
      ]);
      return rows.length > 0;
    },

    async list(tenantId: string, classId: string, tx: Queryable = db): Promise<TimeAccommodationRecord[]> {
      const rows = await tx.query<AccommodationRow>(
        'SELECT user_id, extra_time, set_by, updated_at FROM time_accommodations WHERE context_id = $1 AND class_id = $2 ORDER BY user_id',
        [tenantId, classId],
      );
      return rows.map(toRecord);
    },

    /** Sets (or replaces) the learner's accommodation in the class. */
    async set(
      tenantId: string,
      input: { classId: string; userId: string; extraTime: ExtraTime; setBy: string; now: Date },
      tx: Queryable = db,
    ): Promise<TimeAccommodationRecord> {
      const [row] = await tx.query<AccommodationRow>(
        `INSERT INTO time_accommodations (context_id, class_id, user_id, extra_time, set_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (class_id, user_id) DO UPDATE SET extra_time = EXCLUDED.extra_time, set_by = EXCLUDED.set_by, updated_at = EXCLUDED.updated_at
         RETURNING user_id, extra_time, set_by, updated_at`,
        [tenantId, input.classId, input.userId, input.extraTime, input.setBy, input.now],
      );
      if (!row) throw new Error(`time accommodation of ${input.userId} in ${input.classId} not written`);
      return toRecord(row);
    },

    async remove(tenantId: string, classId: string, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM time_accommodations WHERE context_id = $1 AND class_id = $2 AND user_id = $3', [tenantId, classId, userId]);
    },
  };
}
export type TimeAccommodationsRepository = ReturnType<typeof createTimeAccommodationsRepository>;
