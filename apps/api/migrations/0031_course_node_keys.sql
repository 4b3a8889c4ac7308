-- A correction of a program may add, remove and move its pages (docs/content-packages.md#correcting-a-program):
-- each node keeps the key it was written with (packages/domain/src/content/node-keys.ts), which the next
-- package of the program finds it again by.
ALTER TABLE course_nodes ADD COLUMN key text;
-- A node a correction removed: out of its course's tree for everyone, kept while learners' pages point to it,
-- so that what they answered there stays with its score.
ALTER TABLE course_nodes ADD COLUMN retired_at timestamptz;
CREATE UNIQUE INDEX course_nodes_key ON course_nodes (course_id, key) WHERE key IS NOT NULL AND retired_at IS NULL;

-- An exercise page a learner answered keeps the version they answered: a correction that changes it writes
-- the new version as another block, which names the one it replaces. Whoever may read a block's files may
-- read those of the versions it replaced, which the learners' answered pages still show.
ALTER TABLE course_blocks ADD COLUMN previous_block_id uuid REFERENCES course_blocks (id) ON DELETE SET NULL;

CREATE OR REPLACE FUNCTION sync_block_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM block_files WHERE block_id = NEW.id;
  INSERT INTO block_files (context_id, block_id, file_id)
  SELECT NEW.context_id, NEW.id, named FROM uuids_in(jsonb_build_array(NEW.content, NEW.settings, NEW.attachment_ids)) AS named
  UNION
  SELECT NEW.context_id, NEW.id, earlier.file_id FROM block_files earlier WHERE earlier.block_id = NEW.previous_block_id
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
