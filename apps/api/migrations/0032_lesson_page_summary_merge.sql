-- The merge of a page into its lesson's page summary (0011_lesson_page_summary.sql), written once.
--
-- The trigger merges every page any statement writes. The statements of a page turn update the
-- lesson anyway, and merge the pages they write in that update with the same two functions
-- (lesson-pages-repository.ts, `pageSummaryOf`): the trigger then finds the summary already
-- merged and writes no second version of the lesson's row (0018_lesson_page_summary_writes.sql).
-- A page given as NULLs (a statement's part that wrote no page) leaves the summary as it is.
CREATE FUNCTION page_progress_merged(summary jsonb, node uuid, progress text) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN node IS NULL THEN summary ELSE summary || jsonb_build_object(node, progress) END $$;

-- The learner's latest moment on a live page: the page's answer, or its opening while unanswered.
CREATE FUNCTION last_page_at_merged(last_page_at timestamptz, answered_at timestamptz, started_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT GREATEST(last_page_at, COALESCE(answered_at, started_at)) $$;

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
    UPDATE lessons SET page_progress = page_progress_merged(page_progress, NEW.node_id, NEW.progress),
                       last_page_at = last_page_at_merged(last_page_at, NEW.answered_at, NEW.started_at)
     WHERE id = NEW.lesson_id
       AND (page_progress IS DISTINCT FROM page_progress_merged(page_progress, NEW.node_id, NEW.progress)
            OR last_page_at IS DISTINCT FROM last_page_at_merged(last_page_at, NEW.answered_at, NEW.started_at));
  END IF;
  RETURN NULL;
END
$$;
