-- The notification centre (docs/api.md#notifications): what a user is told of, one row per event.
-- A row keeps the kind and its parameters (ids and names), never a sentence: the reader's
-- language writes it when it is read. `target` is the screen it leads to, with its ids.
-- `dedup_key` is the event's identity for its user: the same event told twice is stored once.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$'),
  params jsonb NOT NULL DEFAULT '{}',
  target jsonb NOT NULL,
  dedup_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE UNIQUE INDEX notifications_event ON notifications (context_id, user_id, kind, dedup_key);
-- A user's list, newest first.
CREATE INDEX notifications_user_time ON notifications (context_id, user_id, created_at DESC, id DESC);
-- The header's unread count, asked every 20 s by every signed-in tab: only the unread rows.
CREATE INDEX notifications_user_unread ON notifications (context_id, user_id) WHERE read_at IS NULL;
