import type { Queryable } from '../db/database';
import { type ContentKind, contentVersion } from '../content/content-changes';

/**
 * The version of a program or a course as the admin's list gives it, read straight from the
 * database, of whichever tenant: what a test's PATCH of it names in If-Match. An id that names
 * nothing gives a version nothing has.
 */
async function contentVersionOf(db: Queryable, kind: ContentKind, id: string): Promise<string> {
  const sql = kind === 'program' ? 'SELECT name AS label, state FROM programs WHERE id = $1' : 'SELECT title AS label, state FROM courses WHERE id = $1';
  const [row] = /^[0-9a-f-]{36}$/i.test(id) ? await db.query<{ label: string; state: Parameters<typeof contentVersion>[2] }>(sql, [id]) : [];
  return row === undefined ? '"none"' : contentVersion(kind, row.label, row.state);
}

/** The If-Match header of a PATCH of `admin/programs/:id` or `admin/courses/:id` (a path relative to /api/admin or /api). */
export async function contentIfMatch(db: Queryable, path: string): Promise<Record<string, string>> {
  const match = /(programs|courses)\/([^/?]+)$/.exec(path);
  if (match === null) return {};
  return { 'if-match': await contentVersionOf(db, match[1] === 'programs' ? 'program' : 'course', match[2] as string) };
}
