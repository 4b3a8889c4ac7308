-- A content package's media are written to file_chunks as uploads are, an upload in progress each
-- (migration 0006), before the import's one short transaction makes them files of the tenant's
-- library: an import that fails, or a process that stops half-way, leaves uploads that are
-- abandoned or purged as stale, never a visible file. Those uploads belong to no user: the CLI and
-- the seed import as nobody, and a package's files are the tenant's (files.owner_id is null).
ALTER TABLE file_uploads ALTER COLUMN owner_id DROP NOT NULL;
