-- The erasure of an account (docs/privacy.md#erasure): an anonymisation, not a deletion, so the
-- tenant keeps the answers, scores and times it counts under the account's random id.

-- When the account was erased: its personal fields are empty from then on, and it signs in no way.
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- A user's request that an admin of the tenant erase their account, answered within a month
-- (RGPD article 12.3): `due_at` is that month's end. Handled when the account is erased
-- (`handled_by`: the admin who did it).
CREATE TABLE erasure_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  handled_at timestamptz,
  handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (due_at > requested_at)
);
-- One request waiting per account: asking again keeps the first and its due date.
CREATE UNIQUE INDEX erasure_requests_pending ON erasure_requests (context_id, user_id) WHERE handled_at IS NULL;
-- The admins' list: the tenant's requests waiting, oldest first.
CREATE INDEX erasure_requests_waiting ON erasure_requests (context_id, requested_at, id) WHERE handled_at IS NULL;
