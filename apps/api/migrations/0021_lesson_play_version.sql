-- A version of what a learner's lesson play holds of the lesson's row and of its live pages
-- (docs/lesson-engine.md#kept-plays): a process keeps the play it last read or wrote, and its next
-- write holds only if the version is still the one it kept. Whatever changes the play changes the
-- version, whoever writes it: these triggers, not each statement, keep that true.
--
-- The version is the id of the last transaction that changed the play, so a statement knows the
-- version its own writes leave without reading it back: pg_current_xact_id(). Ping time
-- (time_spent, time_alive, written every few seconds by the ping buffer), updated_at and the page
-- summary (page_progress, last_page_at: derived from the pages, whose own changes count) are not
-- part of a play and leave it unchanged.
ALTER TABLE lessons ADD COLUMN play_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION current_play_version() RETURNS bigint LANGUAGE sql VOLATILE AS $$ SELECT pg_current_xact_id()::text::bigint $$;

-- A statement that sets the version itself (the page turns' statements: -their transaction when the
-- lesson was not at the version they expected, so that the process does not keep what it wrote)
-- keeps the one it set.
CREATE FUNCTION bump_lesson_play_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unchanged lessons := NEW;
BEGIN
  IF NEW.play_version IS DISTINCT FROM OLD.play_version THEN
    RETURN NEW;
  END IF;
  unchanged.time_spent := OLD.time_spent;
  unchanged.time_alive := OLD.time_alive;
  unchanged.updated_at := OLD.updated_at;
  unchanged.page_progress := OLD.page_progress;
  unchanged.last_page_at := OLD.last_page_at;
  IF unchanged IS DISTINCT FROM OLD THEN
    NEW.play_version := current_play_version();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER lessons_play_version BEFORE UPDATE ON lessons FOR EACH ROW EXECUTE FUNCTION bump_lesson_play_version();

-- A page created, deleted or changed in anything but its ping time changes its lesson's play. A
-- lesson whose version its transaction set already (a page turn's statement sets it with the
-- pages it writes, either sign) is left as it is: no second version of the lesson's row.
CREATE FUNCTION bump_lesson_play_version_of_page() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unchanged lesson_pages;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    unchanged := NEW;
    unchanged.time_spent := OLD.time_spent;
    unchanged.time_alive := OLD.time_alive;
    IF unchanged IS NOT DISTINCT FROM OLD THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE lessons SET play_version = current_play_version()
   WHERE id IN (OLD.lesson_id, NEW.lesson_id) AND play_version NOT IN (current_play_version(), -current_play_version());
  RETURN NULL;
END
$$;
CREATE TRIGGER lesson_pages_play_version AFTER INSERT OR UPDATE OR DELETE ON lesson_pages
  FOR EACH ROW EXECUTE FUNCTION bump_lesson_play_version_of_page();
