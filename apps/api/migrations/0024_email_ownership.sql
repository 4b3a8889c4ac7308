-- Who may put which address on an account (docs/product/accounts.md#e-mail-address).

-- A reset link is bound to the address it was mailed to: it works, and proves that address, only
-- while the account still has it. Links already out were mailed to the account's address of the
-- time; only users registered with a code could change theirs since, so theirs are retired (they
-- live an hour; the owner asks again) and the others take the account's current address.
ALTER TABLE password_reset_tokens ADD COLUMN email text;
UPDATE password_reset_tokens t SET email = u.email FROM users u WHERE u.id = t.user_id;
UPDATE password_reset_tokens t SET superseded_at = now()
  FROM users u WHERE u.id = t.user_id AND u.is_from_invitation_code AND t.used_at IS NULL AND t.superseded_at IS NULL;
ALTER TABLE password_reset_tokens ALTER COLUMN email SET NOT NULL;

-- An address link either proves the address it was mailed to ('confirm') or, mailed to the
-- current address of an account without a password, approves a change of address ('approve').
ALTER TABLE email_verification_tokens ADD COLUMN purpose text NOT NULL DEFAULT 'confirm' CHECK (purpose IN ('confirm', 'approve'));

-- An address given at registration or in the profile stays off the account until the link mailed
-- to it is used: `pending_email` waits for the current address's approval (an account without a
-- password), then for its own link. Nothing looks accounts up by it: it is not unique.
ALTER TABLE users ADD COLUMN pending_email text;
ALTER TABLE users ADD COLUMN pending_email_awaits text CHECK (pending_email_awaits IN ('approval', 'confirmation'));
ALTER TABLE users ADD CONSTRAINT users_pending_email_step CHECK ((pending_email IS NULL) = (pending_email_awaits IS NULL));

-- The link mailed to the old address when an account's address changes: it puts `email` back and
-- signs every session out, for 7 days, whatever happened to the account since (a new password,
-- another change). Only the SHA-256 of its token is kept. While it works, no other account can
-- take `email`.
CREATE TABLE email_change_undos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Set when an undo of an earlier change was used: the state it would restore is gone.
  retired_at timestamptz
);
CREATE INDEX email_change_undos_user ON email_change_undos (context_id, user_id, created_at);
CREATE INDEX email_change_undos_address ON email_change_undos (context_id, lower(email)) WHERE used_at IS NULL AND retired_at IS NULL;
