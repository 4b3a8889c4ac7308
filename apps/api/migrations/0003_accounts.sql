-- Accounts (issue 5): password reset tokens, mail throttling, single sign-on
-- (login attempts, linked identities, one-time exchange codes), and the use
-- count of invitation codes (already in 0001).
-- Secrets are never stored as such: reset tokens and exchange codes are kept
-- as SHA-256 hashes, so a database leak cannot be replayed.

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE, -- hex SHA-256
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Set when a newer token was issued to the same user: only the latest link works.
  superseded_at timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (context_id, user_id) WHERE used_at IS NULL AND superseded_at IS NULL;

-- Every mail asked for from an anonymous form, counted per recipient and per
-- IP over a sliding window (kept in the database so the limit holds across
-- processes). `purpose` lets later features (contact, documents) share it.
CREATE TABLE mail_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  recipient text NOT NULL, -- lower-cased address asked for, known or not
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_requests_recipient ON mail_requests (context_id, purpose, recipient, created_at);
CREATE INDEX mail_requests_ip ON mail_requests (purpose, ip, created_at);

-- An authorization started at /oidc/login, consumed once by /oidc/callback.
-- The browser holds `binding` (as a cookie) so a callback URL cannot be
-- replayed in another browser (login CSRF).
CREATE TABLE sso_login_states (
  state text PRIMARY KEY,
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  binding_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_login_states_expiry ON sso_login_states (expires_at);

-- Which provider account a user signed in with, so a later change of email at
-- the provider still finds the same user.
CREATE TABLE user_sso_identities (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, issuer, subject)
);

-- The one-time code the callback hands the web app in /login#sso=…: 60 s, single use,
-- exchanged for an access token of the session the callback opened.
CREATE TABLE sso_exchange_codes (
  code_hash text PRIMARY KEY,
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A user registered with an invitation code may have no email yet (SPEC §5):
-- '' stands for "not set", so the column stays NOT NULL for every reader, and
-- only real addresses have to be unique.
DROP INDEX users_context_email;
CREATE UNIQUE INDEX users_context_email ON users (context_id, lower(email)) WHERE email <> '';
