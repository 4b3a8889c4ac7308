-- Foundation: tenants, users and their roles, sessions, and the learning
-- catalogue (categories, types, courses, programs, classes).
-- Every tenant-owned table carries context_id; lookups are indexed by it.
-- Ids are uuid (gen_random_uuid is built into PostgreSQL 13+ and PGlite).

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contexts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  alias text NOT NULL UNIQUE,
  name text NOT NULL,
  description text,
  is_default boolean NOT NULL DEFAULT false,
  hosts jsonb NOT NULL DEFAULT '{}',
  assets jsonb NOT NULL DEFAULT '{}',
  metas jsonb NOT NULL DEFAULT '{}',
  settings jsonb NOT NULL DEFAULT '{}',
  -- Secrets (single sign-on client secret…): never sent to clients.
  private_settings jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one default tenant.
CREATE UNIQUE INDEX contexts_one_default ON contexts (is_default) WHERE is_default;

CREATE TABLE context_assets (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, name)
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  email text NOT NULL,
  username text,
  password_hash text, -- argon2id (PHC string); null for single sign-on only users
  firstname text,
  lastname text,
  avatar_id uuid,
  birthday date,
  legal jsonb NOT NULL DEFAULT '{"cguAcceptedVersion": null, "cguAcceptedAt": null}',
  support_groups jsonb NOT NULL DEFAULT '[]',
  scoring jsonb NOT NULL DEFAULT '{}',
  contribution_level integer NOT NULL DEFAULT 0,
  is_from_invitation_code boolean NOT NULL DEFAULT false,
  done_page_count integer NOT NULL DEFAULT 0,
  time_alive integer NOT NULL DEFAULT 0,
  preferred_locale text CHECK (preferred_locale IN ('fr', 'en', 'fr-CA', 'fr-CH')),
  tincan_identifier text NOT NULL DEFAULT gen_random_uuid()::text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_context_email ON users (context_id, lower(email));
CREATE UNIQUE INDEX users_context_username ON users (context_id, lower(username)) WHERE username IS NOT NULL;

-- System roles (superadmin, admin) of SPEC §6.
CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  name text NOT NULL,
  permissions jsonb NOT NULL DEFAULT '[]',
  UNIQUE (context_id, name)
);

CREATE TABLE role_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  principal_type text NOT NULL DEFAULT 'USER' CHECK (principal_type IN ('USER')),
  principal_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope_id uuid,
  UNIQUE (role_id, principal_type, principal_id)
);
CREATE INDEX role_users_principal ON role_users (context_id, principal_id);

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  name text NOT NULL,
  avatar_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_context ON companies (context_id);

CREATE TABLE company_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, user_id, role)
);
CREATE INDEX company_users_user ON company_users (context_id, user_id);

-- A signed-in session; the access token carries its id (claim sid).
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Failed sign-ins, counted per account and per IP over a sliding window. Kept
-- in the database so the limit holds across processes.
CREATE TABLE login_failures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  account text NOT NULL, -- the lower-cased email or username tried
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account ON login_failures (context_id, account, created_at);
CREATE INDEX login_failures_ip ON login_failures (ip, created_at);

CREATE TABLE invitation_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  code text NOT NULL,
  max_uses integer CHECK (max_uses IS NULL OR max_uses >= 0),
  use_count integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (context_id, code)
);

CREATE TABLE course_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  title text NOT NULL,
  icon text,
  background_image_id uuid
);
CREATE INDEX course_categories_context ON course_categories (context_id);

CREATE TABLE course_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  title text NOT NULL,
  -- {hints: boolean, feedbacks: boolean} (SPEC §6: enabled by the course type)
  settings jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX course_types_context ON course_types (context_id);

CREATE TABLE courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  title text NOT NULL,
  category_id uuid NOT NULL REFERENCES course_categories (id),
  type_id uuid REFERENCES course_types (id),
  state text NOT NULL DEFAULT 'DRAFT' CHECK (state IN ('DRAFT', 'PUBLISHED', 'CLOSED')),
  video text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX courses_context ON courses (context_id);

CREATE TABLE programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  icon text,
  public boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL DEFAULT '{}',
  tags jsonb NOT NULL DEFAULT '[]',
  state text NOT NULL DEFAULT 'DRAFT' CHECK (state IN ('DRAFT', 'PUBLISHED', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX programs_context ON programs (context_id);

CREATE TABLE program_courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  program_id uuid NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  "order" integer NOT NULL DEFAULT 0,
  settings jsonb NOT NULL DEFAULT '{}',
  UNIQUE (program_id, course_id)
);
CREATE INDEX program_courses_program ON program_courses (program_id, "order");

CREATE TABLE classes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  name text NOT NULL,
  start_at timestamptz,
  expire_at timestamptz,
  settings jsonb NOT NULL DEFAULT '{"mobile": {"allowed": true}}',
  expired boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_context ON classes (context_id);

CREATE TABLE class_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (class_id, user_id, role)
);
CREATE INDEX class_users_user ON class_users (context_id, user_id, role);

CREATE TABLE class_programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  program_id uuid NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  "order" integer NOT NULL DEFAULT 0,
  start_at timestamptz,
  expire_at timestamptz,
  UNIQUE (class_id, program_id)
);
CREATE INDEX class_programs_class ON class_programs (class_id, "order");
