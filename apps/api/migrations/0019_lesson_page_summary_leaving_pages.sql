-- The lesson's page summary (0011_lesson_page_summary.sql) recomputed once per lesson when its
-- pages leave together (docs/performance.md#issue-21-a-class-of-1000-learners).
--
-- A reset archives every live page of the learner's lessons in one statement, and the trigger
-- recomputed the lesson's summary from its live pages for each of them: twenty recomputations for
-- two lessons of ten pages, 5.9 ms a reset on PostgreSQL, a fifth of the database's time in a class
-- without think time. An AFTER ROW trigger runs once the statement is done, so the first
-- recomputation already sees every page of the statement gone, and removes their nodes from the
-- summary. A page that leaves (archived or deleted) whose node the summary no longer holds has
-- nothing left to take out of it: a live page's node is always there (every page written merges
-- it), at most one live page a node (lesson_pages_one_live_per_node).
CREATE OR REPLACE FUNCTION sync_lesson_page_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM lessons WHERE id = OLD.lesson_id AND page_progress ? OLD.node_id::text) THEN
      PERFORM refresh_lesson_page_summary(OLD.lesson_id);
    END IF;
  ELSIF NEW.state = 'ARCHIVED' THEN
    -- An update may have moved the page to another node too: either node may need taking out.
    IF EXISTS (SELECT 1 FROM lessons WHERE id = NEW.lesson_id AND page_progress ?| ARRAY[NEW.node_id::text, COALESCE(OLD.node_id, NEW.node_id)::text]) THEN
      PERFORM refresh_lesson_page_summary(NEW.lesson_id);
    END IF;
  ELSIF TG_OP = 'UPDATE' AND (OLD.node_id <> NEW.node_id OR COALESCE(NEW.answered_at, NEW.started_at) < COALESCE(OLD.answered_at, OLD.started_at)) THEN
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
