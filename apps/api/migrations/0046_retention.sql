-- Retention (docs/privacy.md#retention): accounts nobody uses are anonymised after a warning, and the
-- sign-in history is kept some months.

-- When the account was last used: its last sign-in, or when its owner kept it from the retention
-- mail; its creation before either. Written by accounts/ (one statement per sign-in); the history of
-- sign-ins, which retention shortens, cannot tell it.
ALTER TABLE users ADD COLUMN last_active_at timestamptz;
-- Each account's latest sign-in, read from the sign-in history's index (sessions_history, 0045).
UPDATE users SET last_active_at = greatest(created_at, (SELECT max(s.created_at) FROM sessions s WHERE s.context_id = users.context_id AND s.user_id = users.id));
ALTER TABLE users ALTER COLUMN last_active_at SET DEFAULT now();
ALTER TABLE users ALTER COLUMN last_active_at SET NOT NULL;
-- The daily pass's search: the tenant's accounts, not erased, unused since a day.
CREATE INDEX users_inactivity ON users (context_id, last_active_at) WHERE erased_at IS NULL;

-- An account warned that it will be anonymised for its inactivity: one per account at a time. Its
-- owner keeps it with the mail's link (`token_hash`, the SHA-256 of its random token), or by
-- signing in (then `last_active_at` passes `warned_at` and the notice no longer holds).
CREATE TABLE retention_notices (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  warned_at timestamptz NOT NULL,
  anonymised_on timestamptz NOT NULL,
  mailed boolean NOT NULL,
  token_hash text NOT NULL UNIQUE,
  CHECK (anonymised_on > warned_at)
);
CREATE INDEX retention_notices_due ON retention_notices (context_id, anonymised_on);

-- The daily pass deletes the sign-ins that ended before a day.
CREATE INDEX sessions_ended ON sessions (context_id, expires_at);
