-- What a lesson's live pages say of it, kept on the lesson (docs/performance.md#trainer-space):
-- the trainer's roster and the learner's dashboard read one row per lesson instead of every page
-- of it. The database keeps it, like block_files, so that every way pages are written (the lesson
-- engine, an xAPI statement's outcome, a reset, the seed, a bulk import) keeps it true.

-- The progress of each live page (not ARCHIVED), by course node id: what a progression is computed
-- from, against the course as it is when read (a content import changes no stored value).
ALTER TABLE lessons ADD COLUMN page_progress jsonb NOT NULL DEFAULT '{}';
-- The learner's latest moment on a live page: the latest answer, or opening of a page not answered.
ALTER TABLE lessons ADD COLUMN last_page_at timestamptz;

-- Recomputed whole from the lesson's live pages (tens, read on the live-page index) when a page
-- leaves (archived by a reset, deleted) or moves back in time; otherwise, as when a page is opened
-- or answered, the page's own values are merged into the lesson's, which reads no other page.
CREATE FUNCTION refresh_lesson_page_summary(lesson uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE lessons l SET page_progress = s.page_progress, last_page_at = s.last_page_at
    FROM (SELECT COALESCE(jsonb_object_agg(node_id, progress), '{}') AS page_progress, max(COALESCE(answered_at, started_at)) AS last_page_at
            FROM lesson_pages WHERE lesson_id = lesson AND state <> 'ARCHIVED') s
   WHERE l.id = lesson AND (l.page_progress IS DISTINCT FROM s.page_progress OR l.last_page_at IS DISTINCT FROM s.last_page_at)
$$;

CREATE FUNCTION sync_lesson_page_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_lesson_page_summary(OLD.lesson_id);
  ELSIF NEW.state = 'ARCHIVED' OR (TG_OP = 'UPDATE' AND (OLD.node_id <> NEW.node_id OR COALESCE(NEW.answered_at, NEW.started_at) < COALESCE(OLD.answered_at, OLD.started_at))) THEN
    PERFORM refresh_lesson_page_summary(NEW.lesson_id);
  ELSE
    UPDATE lessons SET page_progress = page_progress || jsonb_build_object(NEW.node_id, NEW.progress),
                       last_page_at = GREATEST(last_page_at, COALESCE(NEW.answered_at, NEW.started_at))
     WHERE id = NEW.lesson_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER lesson_pages_summary_insert_delete AFTER INSERT OR DELETE ON lesson_pages
  FOR EACH ROW EXECUTE FUNCTION sync_lesson_page_summary();
-- Only the columns the summary reads: a time ping, a hint or a score changes nothing of it.
CREATE TRIGGER lesson_pages_summary_update AFTER UPDATE OF state, progress, node_id, answered_at, started_at ON lesson_pages
  FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.progress IS DISTINCT FROM NEW.progress OR OLD.node_id IS DISTINCT FROM NEW.node_id
        OR OLD.answered_at IS DISTINCT FROM NEW.answered_at OR OLD.started_at IS DISTINCT FROM NEW.started_at)
  EXECUTE FUNCTION sync_lesson_page_summary();

UPDATE lessons l SET page_progress = s.page_progress, last_page_at = s.last_page_at
  FROM (SELECT lesson_id, jsonb_object_agg(node_id, progress) AS page_progress, max(COALESCE(answered_at, started_at)) AS last_page_at
          FROM lesson_pages WHERE state <> 'ARCHIVED' GROUP BY lesson_id) s
 WHERE l.id = s.lesson_id;
