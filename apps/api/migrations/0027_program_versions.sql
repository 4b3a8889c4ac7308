-- Correcting published content by importing its package again (docs/content-packages.md#correcting-a-program):
-- a program, its courses and its listed blocks keep the keys of the package that wrote them, so that a
-- later package of the same program key finds them and corrects them in place. A block's source hash
-- is the SHA-256 of its entry in the manifest: the correction's summary counts a page as changed when
-- it differs. Each import of a program is a version of it, with who published it and what changed.
ALTER TABLE programs ADD COLUMN key text;
CREATE UNIQUE INDEX programs_key ON programs (context_id, key) WHERE key IS NOT NULL;
ALTER TABLE courses ADD COLUMN key text;
ALTER TABLE course_blocks ADD COLUMN key text;
ALTER TABLE course_blocks ADD COLUMN source_hash text;

CREATE TABLE program_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  program_id uuid NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  version integer NOT NULL,
  -- Who published it: an admin (kept by name if the account goes), or nobody for the CLI and the seed.
  published_by uuid REFERENCES users (id) ON DELETE SET NULL,
  published_by_name text,
  published_at timestamptz NOT NULL DEFAULT now(),
  -- { added, changed, removed, learnersAffected } pages and learners (the first version: its pages as added).
  summary jsonb NOT NULL DEFAULT '{}',
  UNIQUE (program_id, version)
);
CREATE INDEX program_versions_context ON program_versions (context_id, program_id, version DESC);
