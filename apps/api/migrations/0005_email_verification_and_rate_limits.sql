-- #14 items 2 and 6: an address is proven by a link mailed to it. Like reset tokens, only the
-- SHA-256 of the token is kept, and only the latest link of a user works. `email` is the address
-- the link proves: the account's address may have changed since it was mailed.
CREATE TABLE email_verification_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX email_verification_tokens_user ON email_verification_tokens (context_id, user_id) WHERE used_at IS NULL AND superseded_at IS NULL;

-- #14 item 13: the counters of @fastify/rate-limit, in the database so that every API process
-- behind a load balancer shares them (http/rate-limit-store.ts). One row per limited key and
-- window; a row whose window has passed is restarted by the next hit and purged lazily.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_resets_at ON rate_limit_counters (resets_at);
