-- Credentials a learner owns (docs/credentials.md): every certificate earned is an Open Badges 3.0
-- credential signed by its tenant, with an entry in one of the tenant's Bitstring Status Lists.

-- The tenant's Ed25519 signing keys. One signs (retired_at NULL); a rotation retires it, and a
-- retired key stays published so that what it signed keeps verifying. The secret key is sealed with
-- the installation's CREDENTIALS_KEY (AES-256-GCM); the public key is what /keys/{number} serves.
CREATE TABLE credential_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number > 0),
  public_key_multibase text NOT NULL,
  sealed_secret_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  UNIQUE (context_id, number)
);
CREATE UNIQUE INDEX credential_keys_signing ON credential_keys (context_id) WHERE retired_at IS NULL;

-- The tenant's status lists, each served signed at /status/{number}. `document` is the signed
-- BitstringStatusListCredential as it stands, rewritten (under the row's lock) at each revocation.
-- `entries`: the entries handed out, each at a random index; a list takes half its length at most,
-- so that a random free index is found at once, then the next list opens.
CREATE TABLE credential_status_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number > 0),
  entries integer NOT NULL DEFAULT 0,
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (context_id, number),
  UNIQUE (context_id, id)
);

-- One credential per certificate earned: the lesson, and the certification reference it ended with
-- (a lesson reset and ended again earns a new reference, and a new credential beside the first).
-- `document` is the signed credential as issued, never rewritten.
CREATE TABLE credentials (
  id uuid PRIMARY KEY,
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  certification_ref text NOT NULL,
  status_list_id uuid NOT NULL,
  status_index integer NOT NULL CHECK (status_index >= 0),
  issued_at timestamptz NOT NULL DEFAULT now(),
  document jsonb NOT NULL,
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users (id) ON DELETE SET NULL,
  revocation_reason text CHECK (revocation_reason IS NULL OR length(revocation_reason) <= 500),
  CHECK ((revoked_at IS NULL) = (revocation_reason IS NULL)),
  FOREIGN KEY (context_id, status_list_id) REFERENCES credential_status_lists (context_id, id),
  UNIQUE (status_list_id, status_index),
  UNIQUE (lesson_id, certification_ref)
);
CREATE INDEX credentials_user ON credentials (context_id, user_id);
CREATE INDEX credentials_code ON credentials (context_id, certification_ref);
-- The admin's list, newest first.
CREATE INDEX credentials_issued ON credentials (context_id, issued_at DESC, id DESC);
