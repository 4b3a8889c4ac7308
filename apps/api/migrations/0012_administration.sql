-- The administration space (docs/administration.md): invitation codes an admin can manage, and the
-- audit log of what admins change.

-- A code an admin disabled is refused at registration, whatever its uses and expiry.
ALTER TABLE invitation_codes ADD COLUMN disabled_at timestamptz;
ALTER TABLE invitation_codes ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL;
-- Registration compares codes without case: two codes differing only by case would be one code.
CREATE UNIQUE INDEX invitation_codes_context_code_folded ON invitation_codes (context_id, lower(code));
-- Which code an account registered with: the code's uses, as its admin sees them.
ALTER TABLE users ADD COLUMN invitation_code_id uuid REFERENCES invitation_codes (id) ON DELETE SET NULL;
CREATE INDEX users_invitation_code ON users (invitation_code_id) WHERE invitation_code_id IS NOT NULL;

-- Every change an admin makes: who, what, when, and the record before and after. Rows are only
-- ever added; the actor is kept as a name too, so the log still says who once the account is gone.
CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL CHECK (action ~ '^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$'),
  target_id uuid,
  target_label text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_context_time ON audit_events (context_id, created_at DESC, id DESC);
