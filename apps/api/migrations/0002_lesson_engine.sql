-- Lesson engine: course content (competencies, node tree, blocks, glossary),
-- files and libraries, lessons and their pages, reviews, records and the
-- logbook. Every tenant-owned table carries context_id; the enums and
-- required fields of SPEC §5 "Schemas" are CHECK and NOT NULL constraints,
-- mirrored by the zod schemas of packages/domain and packages/contracts.

ALTER TABLE courses ADD COLUMN description text;
ALTER TABLE courses ADD COLUMN settings jsonb NOT NULL DEFAULT '{}';
ALTER TABLE courses ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE programs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE classes ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE class_programs ADD COLUMN settings jsonb NOT NULL DEFAULT '{}';

CREATE TABLE course_competencies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES course_competencies (id) ON DELETE CASCADE,
  is_generic boolean NOT NULL DEFAULT false,
  title text NOT NULL,
  icon text,
  "order" integer NOT NULL DEFAULT 0
);
CREATE INDEX course_competencies_context ON course_competencies (context_id, "order");

-- Glossary (SPEC §3 CourseTerm): title, words and definition are all required.
CREATE TABLE course_terms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  title text NOT NULL,
  words jsonb NOT NULL CHECK (jsonb_typeof(words) = 'array' AND jsonb_array_length(words) > 0),
  definition text NOT NULL
);
CREATE INDEX course_terms_context ON course_terms (context_id);

-- A block is a page's content: slide, exercise or tincan activity. `content`
-- and `settings` hold the authoring shape validated by
-- packages/domain/src/content/block.ts (expected answers included: the API
-- strips them before a learner sees the page).
CREATE TABLE course_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('slide', 'exercice', 'tincan')),
  category_id uuid REFERENCES course_categories (id) ON DELETE SET NULL,
  competency_id uuid REFERENCES course_competencies (id) ON DELETE SET NULL,
  attachment_ids jsonb NOT NULL DEFAULT '[]',
  settings jsonb NOT NULL DEFAULT '{}',
  content jsonb NOT NULL DEFAULT '{"sections": []}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_blocks_context ON course_blocks (context_id);

CREATE TABLE course_block_terms (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  block_id uuid NOT NULL REFERENCES course_blocks (id) ON DELETE CASCADE,
  term_id uuid NOT NULL REFERENCES course_terms (id) ON DELETE CASCADE,
  PRIMARY KEY (block_id, term_id)
);

-- The course tree (SPEC §3 CourseNode): root > container > block | multiblock
-- > block > resource. The nesting rule is checked by the importer and the
-- node writers; the database keeps the kinds and the links honest.
CREATE TABLE course_nodes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES course_nodes (id) ON DELETE CASCADE,
  block_id uuid REFERENCES course_blocks (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('root', 'container', 'multiblock', 'block', 'resource')),
  title text,
  "order" integer NOT NULL DEFAULT 0,
  -- {timeLimit?: seconds}
  settings jsonb NOT NULL DEFAULT '{}',
  -- {calculator?: boolean}
  tools jsonb NOT NULL DEFAULT '{}',
  CHECK (type NOT IN ('block', 'resource') OR block_id IS NOT NULL)
);
CREATE INDEX course_nodes_course ON course_nodes (course_id, parent_id, "order");
CREATE INDEX course_nodes_parent ON course_nodes (parent_id, "order");

CREATE TABLE libraries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  owner_id uuid,
  owner_type text NOT NULL DEFAULT 'Context' CHECK (owner_type IN ('Context', 'AppUser', 'Company', 'Course')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX libraries_owner ON libraries (context_id, owner_type, owner_id);

-- Files are stored in the database so that every API process behind a load
-- balancer serves the same bytes; they are small course media and uploads.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  library_id uuid REFERENCES libraries (id) ON DELETE SET NULL,
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN (
    'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'application/pdf', 'audio/mpeg', 'audio/mp3',
    'video/mp4', 'video/webm', 'video/ogg', 'video/avi', 'video/x-msvideo', 'video/quicktime', 'video/x-ms-wmv', 'video/x-flv',
    -- xAPI activities of content packages: a page and its script (no inline script under our CSP).
    'text/html', 'text/javascript'
  )),
  file_type text NOT NULL CHECK (file_type IN ('image', 'pdf', 'audio', 'video', 'activity')),
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_context ON files (context_id);
CREATE INDEX files_library ON files (library_id);

-- A lesson is one learner's run through one course of one class program
-- (SPEC §3 Lesson). Its page tree is computed from the course nodes.
CREATE TABLE lessons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  class_program_id uuid NOT NULL REFERENCES class_programs (id) ON DELETE CASCADE,
  program_course_id uuid NOT NULL REFERENCES program_courses (id) ON DELETE CASCADE,
  class_step_program_id uuid,
  current_node_id uuid REFERENCES course_nodes (id) ON DELETE SET NULL,
  enabled_section_ids jsonb NOT NULL DEFAULT '[]',
  start_at timestamptz,
  started_at timestamptz,
  ended_at timestamptz,
  time_limit integer CHECK (time_limit IS NULL OR time_limit > 0),
  time_spent integer NOT NULL DEFAULT 0,
  time_alive integer NOT NULL DEFAULT 0,
  state text NOT NULL DEFAULT 'LOCKED' CHECK (state IN ('LOCKED', 'AVAILABLE', 'HIDDEN', 'DONE', 'SKIPPED', 'EXPIRED')),
  progress text CHECK (progress IS NULL OR progress IN ('ONGOING', 'COMPLETED')),
  certification_ref text,
  is_end_of_program boolean NOT NULL DEFAULT false,
  -- {global: {actual, max}}
  scoring jsonb NOT NULL DEFAULT '{"global": {"actual": 0, "max": 0}}',
  -- {interactive: [{label, choices: [{response, action: {target}}]}], unlockedLessons: [{id, title}], chosen: [{actionIdx, choiceIdx}]}
  actions jsonb NOT NULL DEFAULT '{"interactive": [], "unlockedLessons": []}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, class_id, program_course_id)
);
CREATE INDEX lessons_user ON lessons (context_id, user_id, class_id);
CREATE INDEX lessons_class_program ON lessons (class_program_id, user_id);
CREATE UNIQUE INDEX lessons_certification_ref ON lessons (certification_ref) WHERE certification_ref IS NOT NULL;

-- One page per block node a learner opened in a lesson (SPEC §3 LessonPage).
-- A reset archives pages instead of deleting them (ARCHIVED is excluded from loads).
CREATE TABLE lesson_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  node_id uuid NOT NULL REFERENCES course_nodes (id) ON DELETE CASCADE,
  block_id uuid NOT NULL REFERENCES course_blocks (id) ON DELETE CASCADE,
  position integer NOT NULL,
  state text NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'SKIPPED', 'ARCHIVED')),
  progress text NOT NULL DEFAULT 'ONGOING' CHECK (progress IN ('ONGOING', 'COMPLETED')),
  inputs jsonb,
  results jsonb,
  hints_used integer NOT NULL DEFAULT 0,
  -- {validators, datasetComputed}
  sheet jsonb NOT NULL DEFAULT '{}',
  time_limit integer CHECK (time_limit IS NULL OR time_limit > 0),
  time_spent integer NOT NULL DEFAULT 0,
  time_alive integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  -- The idempotency key of the accepted submission (offline replays, issue 7).
  submission_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_pages_lesson ON lesson_pages (lesson_id, position) WHERE state <> 'ARCHIVED';
CREATE UNIQUE INDEX lesson_pages_one_live_per_node ON lesson_pages (lesson_id, node_id) WHERE state <> 'ARCHIVED';

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id uuid REFERENCES classes (id) ON DELETE SET NULL,
  resource_type text NOT NULL CHECK (resource_type IN ('Program')),
  resource_id uuid NOT NULL,
  ratio numeric(5, 4) NOT NULL CHECK (ratio > 0 AND ratio <= 1),
  comment text CHECK (comment IS NULL OR char_length(comment) < 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, resource_type, resource_id)
);

-- A snapshot of a learner's scores over time (badge deltas, statistics).
CREATE TABLE records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date timestamptz NOT NULL DEFAULT now(),
  scores jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX records_user_date ON records (context_id, user_id, date DESC);

CREATE TABLE log_book_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  title text,
  message text NOT NULL,
  student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  class_id uuid REFERENCES classes (id) ON DELETE SET NULL,
  parent_id uuid REFERENCES log_book_records (id) ON DELETE CASCADE,
  attachment_ids jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_input_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX log_book_records_student ON log_book_records (context_id, student_id, company_id, created_at);
