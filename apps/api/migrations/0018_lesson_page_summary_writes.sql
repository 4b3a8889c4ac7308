-- The lesson's page summary (0011_lesson_page_summary.sql) written once per Next
-- (docs/performance.md#issue-21-a-class-of-1000-learners).
--
-- A Next stores the answer, opens the next page and sets the lesson's score and current page in one
-- statement; the trigger then wrote the lesson's row again for each of the two pages: three
-- versions of the row per Next. The statements that update a lesson with its pages now set its
-- summary too (lesson-pages-repository.ts, `pageSummaryOf`), and the trigger's merge writes the
-- lesson only when the summary does not say it already: one version, and with the index below, a
-- Next writes 1.5 KB of WAL instead of 2.2 KB. The trigger still keeps the summary true for every
-- other writer.
CREATE OR REPLACE FUNCTION sync_lesson_page_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_lesson_page_summary(OLD.lesson_id);
  ELSIF NEW.state = 'ARCHIVED' OR (TG_OP = 'UPDATE' AND (OLD.node_id <> NEW.node_id OR COALESCE(NEW.answered_at, NEW.started_at) < COALESCE(OLD.answered_at, OLD.started_at))) THEN
    PERFORM refresh_lesson_page_summary(NEW.lesson_id);
  ELSE
    UPDATE lessons SET page_progress = page_progress || jsonb_build_object(NEW.node_id, NEW.progress),
                       last_page_at = GREATEST(last_page_at, COALESCE(NEW.answered_at, NEW.started_at))
     WHERE id = NEW.lesson_id
       AND (page_progress -> NEW.node_id::text IS DISTINCT FROM to_jsonb(NEW.progress)
            OR last_page_at IS DISTINCT FROM GREATEST(last_page_at, COALESCE(NEW.answered_at, NEW.started_at)));
  END IF;
  RETURN NULL;
END
$$;

-- Never chosen by the planner: lesson_pages_one_live_per_node (lesson_id, node_id), on the same
-- live pages, serves every look-up of a lesson's pages (a lesson has tens), while every page
-- written wrote this index too.
DROP INDEX lesson_pages_lesson;
