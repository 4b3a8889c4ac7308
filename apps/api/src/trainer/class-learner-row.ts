/**
 * A learner of a class as the trainer's lists read them (the roster, « À suivre »): one SELECT list
 * over `class_users cu JOIN users u`, its row and the record it maps to, declared once so that the
 * queries that read learners cannot drift. Each query adds its own joins and columns.
 */
export const CLASS_LEARNER_COLUMNS = 'cu.class_id, cu.user_id, cu.created_at AS enrolled_at, u.firstname, u.lastname, u.username, u.email';

/** The row of CLASS_LEARNER_COLUMNS. */
export interface ClassLearnerColumns {
  class_id: string;
  user_id: string;
  enrolled_at: Date;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
}

/** A STUDENT of a class: when they joined it, and what names them. */
export interface ClassLearner {
  classId: string;
  userId: string;
  enrolledAt: Date;
  user: { firstname: string | null; lastname: string | null; username: string | null; email: string };
}

export const classLearnerOf = (row: ClassLearnerColumns): ClassLearner => ({
  classId: row.class_id,
  userId: row.user_id,
  enrolledAt: row.enrolled_at,
  user: { firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
});
