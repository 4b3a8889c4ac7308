/**
 * The PostgreSQL extensions the migrations create (0028: accent-insensitive search), which PGlite
 * only finds when they are handed to it at start. Every PGlite that opens the app's data opens it
 * with these. Imports npm packages only: pglite-worker.ts is its own bundle.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { unaccent, pg_trgm };
