-- Admin and trainer searches ignore case and accents (`quemener` finds Quéméner) and stay fast on
-- a tenant of 100,000 users: each searched text is folded by one function and a trigram index
-- holds the folded text, so `LIKE '%…%'` reads the index instead of every row
-- (docs/administration.md#search). Both extensions are trusted ones (PostgreSQL 13 and later: the
-- database's owner may create them) and PGlite loads them at start (db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- unaccent() is STABLE, as its dictionary could be changed; the dictionary named here is the
-- extension's own and is never changed, which makes the fold IMMUTABLE and so usable in an index.
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

-- An index is built under a search path of pg_catalog only, hence the schema in each function's body.

-- What a user is found by: their names, username and address, folded. The index and every query
-- call this one function, so the planner matches them.
CREATE FUNCTION user_search_text(firstname text, lastname text, username text, email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.search_fold(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(username, '') || ' ' || coalesce(email, '')) $$;

CREATE INDEX users_search_text ON users USING gin (user_search_text(firstname, lastname, username, email) gin_trgm_ops);
CREATE INDEX classes_search_name ON classes USING gin (search_fold(name) gin_trgm_ops);
CREATE INDEX programs_search_name ON programs USING gin (search_fold(name) gin_trgm_ops);

-- A reset archives the learner's pages (ARCHIVED) and records when: the pages archived together
-- are one earlier attempt, and their order numbers the attempts the trainer reads on the
-- learner's page (docs/trainers.md#screens). Pages archived before this column have no date: they
-- count as the first attempt.
ALTER TABLE lesson_pages ADD COLUMN archived_at timestamptz;
CREATE INDEX lesson_pages_archived ON lesson_pages (lesson_id, archived_at) WHERE state = 'ARCHIVED';
