-- A user's sign-in history (docs/privacy.md#what-it-holds): the archive of their data and the
-- evidence of their training read every session they opened, revoked ones too, newest first.
-- sessions_user covers the active ones only: without this, each such read scanned the table.
CREATE INDEX sessions_history ON sessions (context_id, user_id, created_at DESC);
