-- #14 item 7: course media (files without an owner) are read only by the learners and teachers of
-- a class whose programs use them (files/file-access.ts). "Use" is kept here, by the database
-- itself, so that every way content is written (importer, seed, generic resources) keeps it true:
-- each block lists the ids its content, settings and attachments name, maintained by a trigger.
CREATE TABLE block_files (
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  block_id uuid NOT NULL REFERENCES course_blocks (id) ON DELETE CASCADE,
  -- Any uuid the block names; those that are files are what matters (no foreign key: a block may
  -- be written before the file it names, and a deleted file simply matches nothing).
  file_id uuid NOT NULL,
  PRIMARY KEY (block_id, file_id)
);
CREATE INDEX block_files_file ON block_files (context_id, file_id);

-- Every string of a JSON document that is a uuid, at any depth.
CREATE FUNCTION uuids_in(document jsonb) RETURNS SETOF uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT (value #>> '{}')::uuid
    FROM jsonb_path_query(document, 'strict $.**') AS value
   WHERE jsonb_typeof(value) = 'string'
     AND (value #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$$;

CREATE FUNCTION sync_block_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM block_files WHERE block_id = NEW.id;
  INSERT INTO block_files (context_id, block_id, file_id)
  SELECT NEW.context_id, NEW.id, named FROM uuids_in(jsonb_build_array(NEW.content, NEW.settings, NEW.attachment_ids)) AS named
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
CREATE TRIGGER course_blocks_files AFTER INSERT OR UPDATE OF content, settings, attachment_ids ON course_blocks
  FOR EACH ROW EXECUTE FUNCTION sync_block_files();

INSERT INTO block_files (context_id, block_id, file_id)
SELECT b.context_id, b.id, named FROM course_blocks b, uuids_in(jsonb_build_array(b.content, b.settings, b.attachment_ids)) AS named
ON CONFLICT DO NOTHING;

-- A deleted user's uploads go with them: with the owner set to NULL they would have become course
-- media, readable by others.
DELETE FROM files WHERE owner_id IS NULL AND library_id IN (SELECT id FROM libraries WHERE owner_type = 'AppUser');
ALTER TABLE files DROP CONSTRAINT files_owner_id_fkey;
ALTER TABLE files ADD CONSTRAINT files_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE;
