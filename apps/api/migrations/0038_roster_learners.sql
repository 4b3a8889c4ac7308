-- Each STUDENT of a class as the trainer's roster sorts and filters them (docs/performance.md#trainer-space):
-- their figures computed by the roster's own rule (apps/api/src/trainer/roster-entries.ts), kept
-- here so that a page of a class of 10,000 reads 50 learners' lessons, not every learner's.
--
-- The database says when a row is out of date, as it keeps the lesson's page summary
-- (0011_lesson_page_summary.sql): every write that changes what the row says of its learner (their
-- lessons, their enrolment, their name), whatever wrote it, sets `stale`. The pages of the class's
-- courses, which a progression is counted over, are told by `courses_key`, a fingerprint of them
-- taken by the roster. Before it reads a page of a class, the roster claims the rows that are stale
-- or counted over other pages (clears `stale`, moves `revision` on), reads their learners' lessons,
-- and writes each row's figures if no later claim moved its revision.
--
-- A write locks its learner's row until it commits, even when the row is already stale (it is then
-- not written again: a class at work leaves one row version per learner between two reads of its
-- roster, not one per page turn): a claim waits for the writes in progress, so the lessons it reads
-- next hold them, and a write after the claim marks the row stale again.
CREATE TABLE roster_learners (
  class_user_id uuid PRIMARY KEY REFERENCES class_users (id) ON DELETE CASCADE,
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_id uuid NOT NULL,
  user_id uuid NOT NULL,
  enrolled_at timestamptz NOT NULL,
  stale boolean NOT NULL DEFAULT true,
  revision bigint NOT NULL DEFAULT 0,
  courses_key text,
  -- What the rule said at the last computation; NULL until the first.
  status text CHECK (status IS NULL OR status IN ('notStarted', 'inProgress', 'finished')),
  progress double precision,
  score_ratio double precision,
  time_spent integer,
  last_activity_at timestamptz,
  -- The learner's name as the roster orders it (last, then first: any case and accents, numbers by
  -- value) and as its search reads it, folded by the domain (trainer/roster-order.ts), compared byte by byte.
  last_name_key text COLLATE "C",
  first_name_key text COLLATE "C",
  search_name text,
  search_email text
) WITH (fillfactor = 50); -- room on each page for its rows' next versions (HOT updates: no index holds a column they change)
CREATE UNIQUE INDEX roster_learners_class_user ON roster_learners (class_id, user_id);
CREATE INDEX roster_learners_user ON roster_learners (user_id);

CREATE FUNCTION roster_learners_enrolled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO roster_learners (class_user_id, context_id, class_id, user_id, enrolled_at)
  SELECT id, context_id, class_id, user_id, created_at FROM new_enrolments WHERE role = 'STUDENT'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER class_users_roster_insert AFTER INSERT ON class_users
  REFERENCING NEW TABLE AS new_enrolments FOR EACH STATEMENT EXECUTE FUNCTION roster_learners_enrolled();

-- A role changed to or from STUDENT: the row follows (a deleted enrolment takes its row by the
-- foreign key); an enrolment's date changed: the row's too.
CREATE FUNCTION roster_learners_enrolment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'STUDENT' THEN
    INSERT INTO roster_learners (class_user_id, context_id, class_id, user_id, enrolled_at)
    VALUES (NEW.id, NEW.context_id, NEW.class_id, NEW.user_id, NEW.created_at)
    ON CONFLICT (class_user_id) DO UPDATE SET enrolled_at = EXCLUDED.enrolled_at;
  ELSE
    DELETE FROM roster_learners WHERE class_user_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER class_users_roster_update AFTER UPDATE OF role, created_at ON class_users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION roster_learners_enrolment_changed();

-- Marks these learners' rows stale, locking each even when it already is (see above).
CREATE FUNCTION roster_learners_mark_stale(class_ids uuid[], user_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM roster_learners r JOIN unnest(class_ids, user_ids) AS c(class_id, user_id) ON r.class_id = c.class_id AND r.user_id = c.user_id
    FOR NO KEY UPDATE OF r;
  UPDATE roster_learners r SET stale = true
    FROM unnest(class_ids, user_ids) AS c(class_id, user_id)
   WHERE r.class_id = c.class_id AND r.user_id = c.user_id AND NOT r.stale;
END
$$;

-- One statement per statement of lessons (an enrolment of 10,000 provisions 100,000 lessons at once).
CREATE FUNCTION roster_learners_lessons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM roster_learners_mark_stale(array_agg(class_id), array_agg(user_id))
     FROM (SELECT DISTINCT class_id, user_id FROM changed_lessons) c;
  RETURN NULL;
END
$$;
CREATE TRIGGER lessons_roster_insert AFTER INSERT ON lessons
  REFERENCING NEW TABLE AS changed_lessons FOR EACH STATEMENT EXECUTE FUNCTION roster_learners_lessons_changed();
CREATE TRIGGER lessons_roster_delete AFTER DELETE ON lessons
  REFERENCING OLD TABLE AS changed_lessons FOR EACH STATEMENT EXECUTE FUNCTION roster_learners_lessons_changed();

-- An update marks its learner only when it changes what the roster reads of a lesson: a page turn
-- does (its progress, time, last page), a write of the lesson's bookmark or actions alone does not.
-- It fires once per page a learner turns or answers (the page summary's update of the lesson,
-- 0011_lesson_page_summary.sql), so it reads its learner's row by the unique index's equality
-- alone: the arrays of roster_learners_mark_stale made it a join planned for a hundred rows, which
-- more than doubled the time a bulk write of pages takes.
CREATE FUNCTION roster_learner_lesson_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id uuid;
  was_stale boolean;
BEGIN
  SELECT class_user_id, stale INTO row_id, was_stale FROM roster_learners
   WHERE class_id = NEW.class_id AND user_id = NEW.user_id FOR NO KEY UPDATE;
  IF NOT was_stale THEN
    UPDATE roster_learners SET stale = true WHERE class_user_id = row_id;
  END IF;
  IF OLD.class_id IS DISTINCT FROM NEW.class_id OR OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    PERFORM roster_learners_mark_stale(ARRAY[OLD.class_id], ARRAY[OLD.user_id]);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER lessons_roster_update AFTER UPDATE ON lessons
  FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.progress IS DISTINCT FROM NEW.progress OR OLD.scoring IS DISTINCT FROM NEW.scoring
        OR OLD.time_spent IS DISTINCT FROM NEW.time_spent OR OLD.started_at IS DISTINCT FROM NEW.started_at
        OR OLD.page_progress IS DISTINCT FROM NEW.page_progress OR OLD.last_page_at IS DISTINCT FROM NEW.last_page_at
        OR OLD.enabled_section_ids IS DISTINCT FROM NEW.enabled_section_ids OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
        OR OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.program_course_id IS DISTINCT FROM NEW.program_course_id
        OR OLD.class_id IS DISTINCT FROM NEW.class_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION roster_learner_lesson_updated();

-- A learner's names and address are their row's order and search.
CREATE FUNCTION roster_learner_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM roster_learners_mark_stale(array_agg(class_id), array_agg(user_id)) FROM roster_learners WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_roster_rename AFTER UPDATE OF firstname, lastname, username, email ON users
  FOR EACH ROW
  WHEN (OLD.firstname IS DISTINCT FROM NEW.firstname OR OLD.lastname IS DISTINCT FROM NEW.lastname
        OR OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION roster_learner_renamed();

-- Every enrolment of a STUDENT gets its row, to be computed by the first read of its class's roster.
INSERT INTO roster_learners (class_user_id, context_id, class_id, user_id, enrolled_at)
SELECT id, context_id, class_id, user_id, created_at FROM class_users WHERE role = 'STUDENT';
