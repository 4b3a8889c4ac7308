-- A SCORM SCO's run-time data per learner (docs/scorm.md): one row per lesson page that plays a SCO,
-- owned by the scorm area. `cmi` is the data model as the SCO last committed it; `sequence` orders
-- commits, so a replayed or late one never overwrites a newer one. The session columns name the one
-- open session (its token's SHA-256): a second tab's launch is refused while it lives, and a launch
-- that takes over makes the first one's token answer "open elsewhere".
CREATE TABLE scorm_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  page_id uuid NOT NULL REFERENCES lesson_pages (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  block_id uuid NOT NULL REFERENCES course_blocks (id) ON DELETE CASCADE,
  cmi jsonb,
  sequence integer NOT NULL DEFAULT 0,
  -- Seconds of the sessions before the current one, and of the current one as the SCO last said.
  earlier_seconds double precision NOT NULL DEFAULT 0 CHECK (earlier_seconds >= 0),
  session_seconds double precision NOT NULL DEFAULT 0 CHECK (session_seconds >= 0),
  session_id uuid,
  session_token_sha256 text,
  session_seen_at timestamptz,
  session_ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX scorm_attempts_page ON scorm_attempts (context_id, page_id);
CREATE UNIQUE INDEX scorm_attempts_session_token ON scorm_attempts (session_token_sha256) WHERE session_token_sha256 IS NOT NULL;
CREATE INDEX scorm_attempts_lesson ON scorm_attempts (lesson_id);
