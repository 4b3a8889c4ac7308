-- #14 item 13: a file's bytes live in chunks of at most 256 KiB, so no statement writes or reads
-- a whole file: an upload is streamed into the database a chunk at a time, and a download
-- streamed out the same way. One 19 MB value written or read in one statement held PGlite (one
-- connection for every request) for seconds, and made the process hold the whole file.
--
-- An upload's chunks are written before its `files` row exists, in short statements outside any
-- transaction (a transaction held open while a slow client sends would hold PGlite's only
-- connection, or a pooled PostgreSQL one): no reader ever sees a file whose bytes are partial.
-- The upload in progress is a `file_uploads` row; the file row takes the same id when the last
-- chunk is in. So `file_chunks.file_id` names a file or an upload in progress, and cannot be a
-- foreign key: the triggers below delete chunks that no longer belong to either.
CREATE TABLE file_uploads (
  id uuid PRIMARY KEY,
  context_id uuid NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_uploads_started_at ON file_uploads (started_at);

CREATE TABLE file_chunks (
  file_id uuid NOT NULL,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 262144),
  PRIMARY KEY (file_id, seq)
);

-- Chunks of a deleted file, or of an upload abandoned or purged, unless a file row has that id
-- (the upload row is deleted in the transaction that inserts its file row).
CREATE FUNCTION delete_orphan_file_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM files WHERE id = OLD.id) THEN
    DELETE FROM file_chunks WHERE file_id = OLD.id;
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER files_delete_chunks AFTER DELETE ON files FOR EACH ROW EXECUTE FUNCTION delete_orphan_file_chunks();
CREATE TRIGGER file_uploads_delete_chunks AFTER DELETE ON file_uploads FOR EACH ROW EXECUTE FUNCTION delete_orphan_file_chunks();

-- Existing bytes (seeded and imported course media, earlier uploads) move into chunks; every
-- reader now reads chunks, so the column goes.
INSERT INTO file_chunks (file_id, seq, bytes)
SELECT f.id, part.seq, substring(f.content FROM part.seq * 262144 + 1 FOR 262144)
  FROM files f
 CROSS JOIN LATERAL generate_series(0, (octet_length(f.content) - 1) / 262144) AS part (seq)
 WHERE octet_length(f.content) > 0;
ALTER TABLE files DROP COLUMN content;

-- A user's quota adds up the sizes of their uploads.
CREATE INDEX files_owner ON files (context_id, owner_id) WHERE owner_id IS NOT NULL;
