import { isAdmin } from '@espace/domain/user-domain';
import { UnauthorizedError } from '../http/app-error';
import type { UsersRepository } from '../users/users-repository';

/** Who reads a file, as far as the file access rule cares. */
export interface FileReader {
  userId: string;
  /** System admin or superadmin of the tenant: administers every file of it. */
  isAdmin: boolean;
}

/**
 * THE rule for reading a file of the tenant (docs/security.md), as a SQL condition on the
 * `files` row aliased `f`, with the reader's id at `$<userParam>` and admin flag at
 * `$<adminParam>`. Every route that reads a file by id (its metadata, its bytes, documents by
 * mail) goes through it, so a file one may not read is no file at all (404):
 * - course media (no owner): every signed-in user of the tenant;
 * - a personal upload: its owner; the teachers of a class in which the owner shared it through
 *   the log-book (a record of theirs in that class lists it); the tenant's system admins.
 */
export function readableFileCondition(userParam: number, adminParam: number): string {
  return `(f.owner_id IS NULL OR f.owner_id = $${userParam} OR $${adminParam}::boolean OR EXISTS (
    SELECT 1 FROM log_book_records r
      JOIN class_users teacher ON teacher.context_id = r.context_id AND teacher.class_id = r.class_id
     WHERE r.context_id = f.context_id AND r.user_id = f.owner_id AND r.attachment_ids @> jsonb_build_array(f.id::text)
       AND teacher.user_id = $${userParam} AND teacher.role = 'TEACHER'))`;
}

/** The signed-in user as a file reader (their roles from the cached profile). */
export async function fileReaderOf(tenantId: string, userId: string, users: Pick<UsersRepository, 'findProfile'>): Promise<FileReader> {
  const profile = await users.findProfile(tenantId, userId);
  if (profile === undefined) throw new UnauthorizedError();
  return { userId, isAdmin: isAdmin(profile.roles) };
}
