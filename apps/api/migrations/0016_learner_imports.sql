-- Enrolment by e-mail and CSV import of learners (docs/administration.md#inviting-by-e-mail).

-- An account an admin invited: created without a password, its one-time link mailed (a
-- password_reset_tokens row with a longer life). While it has no password, inviting it again
-- mails a fresh link instead of nothing.
ALTER TABLE users ADD COLUMN invited_at timestamptz;

-- An import runs as a job: its state and progress live here, so any API process answers the
-- progress bar whichever process runs the import. The report is kept for the admin to download.
CREATE TABLE learner_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  valid_only boolean NOT NULL,
  total integer NOT NULL,
  processed integer NOT NULL DEFAULT 0,
  -- One entry per line of the file: {line, email, outcome, reason}, written when the import ends.
  report jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX learner_imports_context ON learner_imports (context_id, created_at DESC);
