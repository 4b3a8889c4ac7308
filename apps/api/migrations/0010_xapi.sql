-- #19: the portal's Learning Record Store (docs/xapi.md).

-- Who may call the LRS: a launch's own credentials (bound to a learner, a lesson page and a
-- registration) or an LRS client of the tenant (an analytics tool, an authoring tool's preview).
-- The secret is random (32 bytes), so a SHA-256 of it is enough to store: nothing to brute-force.
CREATE TABLE xapi_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  secret_sha256 text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('launch', 'client')),
  name text NOT NULL DEFAULT '',
  scopes text[] NOT NULL DEFAULT '{}',
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  lesson_id uuid REFERENCES lessons (id) ON DELETE CASCADE,
  page_id uuid REFERENCES lesson_pages (id) ON DELETE CASCADE,
  registration uuid,
  -- The learner's agent as the launch gave it to the activity.
  actor jsonb,
  -- cmi5 launches: the AU's launch facts (activityId, publisherId, moveOn, masteryScore, …) and session.
  cmi5 jsonb,
  -- cmi5's fetch URL answers the auth token once: its own secret, hashed, and when it was used.
  fetch_sha256 text UNIQUE,
  fetched_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX xapi_credentials_context ON xapi_credentials (context_id, kind, created_at);
CREATE INDEX xapi_credentials_page ON xapi_credentials (page_id);

-- Statements, immutable once stored. `statement` is what GET answers (format=exact); the columns
-- beside it exist to find statements fast:
-- - stored_us: the stored instant in microseconds since 1970 (float8 holds it exactly), the order
--   of every list and the position a `more` link resumes from;
-- - filter_keys: every value a query filters on, prefixed by kind (a: agent, A: related agent,
--   o: activity, O: related activity, v: verb, r: registration), including those of a statement this
--   one references (StatementRef), as xAPI asks; one GIN index answers any combination of filters.
CREATE TABLE xapi_statements (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  stored_us double precision NOT NULL,
  statement jsonb NOT NULL,
  filter_keys text[] NOT NULL,
  voided boolean NOT NULL DEFAULT false,
  -- The statement this one voids, when its verb is voided.
  voids uuid,
  -- The portal learner the statement is about, when the actor is one (the right of access).
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  credential_id uuid REFERENCES xapi_credentials (id) ON DELETE SET NULL,
  PRIMARY KEY (context_id, id)
);
CREATE INDEX xapi_statements_stored ON xapi_statements (context_id, stored_us DESC);
CREATE INDEX xapi_statements_filters ON xapi_statements USING gin (filter_keys);
CREATE INDEX xapi_statements_user ON xapi_statements (context_id, user_id, stored_us) WHERE user_id IS NOT NULL;
CREATE INDEX xapi_statements_voids ON xapi_statements (context_id, voids) WHERE voids IS NOT NULL;

-- Attachment bytes, shared by every statement naming the same SHA-2.
CREATE TABLE xapi_attachments (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  sha2 text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (context_id, sha2)
);

-- State, activity profile and agent profile documents. Absent parts are '' so one unique key holds.
CREATE TABLE xapi_documents (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('state', 'activity-profile', 'agent-profile')),
  activity_id text NOT NULL DEFAULT '',
  agent_key text NOT NULL DEFAULT '',
  registration text NOT NULL DEFAULT '',
  document_id text NOT NULL,
  content bytea NOT NULL,
  content_type text NOT NULL,
  etag text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (context_id, kind, activity_id, agent_key, registration, document_id)
);
CREATE INDEX xapi_documents_agent ON xapi_documents (context_id, kind, agent_key, activity_id, updated_at);

-- The canonical definition of each activity (GET activities): the latest one a statement gave.
CREATE TABLE xapi_activities (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  id text NOT NULL,
  definition jsonb NOT NULL,
  PRIMARY KEY (context_id, id)
);

-- cmi5 wants a new registration for a new enrolment: a reset of the lesson gives it a new one.
ALTER TABLE lessons ADD COLUMN xapi_registration uuid NOT NULL DEFAULT gen_random_uuid();

-- Which learner a statement's actor is (an account named by their tincan identifier).
CREATE INDEX users_tincan_identifier ON users (context_id, tincan_identifier);
