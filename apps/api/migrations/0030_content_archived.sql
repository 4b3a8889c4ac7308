-- A program or a course that learners started is archived, never deleted (docs/administration.md#content):
-- hidden from new classes, closed to its learners, their lessons, answers and certificates kept.
ALTER TABLE programs
  DROP CONSTRAINT programs_state_check,
  ADD CONSTRAINT programs_state_check CHECK (state IN ('DRAFT', 'PUBLISHED', 'CLOSED', 'ARCHIVED'));

ALTER TABLE courses
  DROP CONSTRAINT courses_state_check,
  ADD CONSTRAINT courses_state_check CHECK (state IN ('DRAFT', 'PUBLISHED', 'CLOSED', 'ARCHIVED'));
