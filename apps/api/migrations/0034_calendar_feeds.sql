-- A user's calendar feed (docs/api.md#calendar-feed): the one private address calendar apps read
-- their dates from. The token is in that address and nowhere else: only its SHA-256 is kept, so
-- this table alone opens no feed. One per user: renewing replaces the hash (the old address stops
-- at once), revoking deletes the row.
CREATE TABLE calendar_feeds (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE, -- hex SHA-256
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, user_id)
);
