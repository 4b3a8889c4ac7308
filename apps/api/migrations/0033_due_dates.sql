-- Due dates (docs/trainers.md#due-dates): the day by which a class's learners should have finished
-- a course of one of its programs, and a learner's personal extension of it. A due date is a
-- calendar day, not an instant: it is late once that day is over in the due dates' time zone
-- (packages/domain/src/lessons/due-dates.ts), so it never shifts a day with the reader's zone.
-- A due date is advice: the class program's window alone opens and closes access.
CREATE TABLE course_due_dates (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_program_id uuid NOT NULL REFERENCES class_programs (id) ON DELETE CASCADE,
  program_course_id uuid NOT NULL REFERENCES program_courses (id) ON DELETE CASCADE,
  due_on date NOT NULL,
  set_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, class_program_id, program_course_id)
);

-- A learner's later day for one due date; it goes with the due date it extends.
CREATE TABLE due_date_extensions (
  context_id uuid NOT NULL,
  class_program_id uuid NOT NULL,
  program_course_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  due_on date NOT NULL,
  set_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, class_program_id, program_course_id, user_id),
  FOREIGN KEY (context_id, class_program_id, program_course_id)
    REFERENCES course_due_dates (context_id, class_program_id, program_course_id) ON DELETE CASCADE
);
-- Home's "Cette semaine" reads a learner's extensions across their classes.
CREATE INDEX due_date_extensions_user ON due_date_extensions (context_id, user_id);
