import { isAdmin } from '@espace/domain/user-domain';
import { UnauthorizedError } from '../http/app-error';
import { actorOf } from '../resources/permissions';
import type { UsersRepository } from '../users/users-repository';

/** Who reads a file, as far as the file access rule cares. */
export interface FileReader {
  userId: string;
  /** System admin or superadmin of the tenant: administers every file of it. */
  isAdmin: boolean;
  /** Writes the tenant's content (admin, or a company's ADMIN/OWNER/ORGANIZER): reads every course medium. */
  managesContent: boolean;
}

/**
 * THE rule for reading a file of the tenant (docs/security.md), as a SQL condition on the
 * `files` row aliased `f`, with its parameters numbered from `firstParam`. Every route that reads
 * a file by id (its metadata, its bytes, signed links, documents by mail) goes through it, so a
 * file one may not read is no file at all (404):
 * - course media (no owner): the learners and teachers of a class one of whose programs has a
 *   course with a block naming the file (`block_files`, kept by the database, migration 0007),
 *   and those who manage the tenant's content;
 * - a personal upload: its owner; the teachers of a class in which the owner shared it through
 *   the log-book (a record of theirs in that class lists it); the tenant's system admins.
 */
export function readableFile(reader: FileReader, firstParam: number): { condition: string; params: unknown[] } {
  const [user, admin, content] = [`$${firstParam}`, `$${firstParam + 1}::boolean`, `$${firstParam + 2}::boolean`];
  const condition = `(${admin} OR (f.owner_id IS NULL AND (${content} OR EXISTS (
      SELECT 1 FROM block_files bf
        JOIN course_nodes n ON n.context_id = bf.context_id AND n.block_id = bf.block_id
        JOIN program_courses pc ON pc.context_id = n.context_id AND pc.course_id = n.course_id
        JOIN class_programs cp ON cp.context_id = pc.context_id AND cp.program_id = pc.program_id
        JOIN class_users cu ON cu.context_id = cp.context_id AND cu.class_id = cp.class_id
       WHERE bf.context_id = f.context_id AND bf.file_id = f.id AND cu.user_id = ${user})))
    OR f.owner_id = ${user} OR EXISTS (
      SELECT 1 FROM log_book_records r
        JOIN class_users teacher ON teacher.context_id = r.context_id AND teacher.class_id = r.class_id
       WHERE r.context_id = f.context_id AND r.user_id = f.owner_id AND r.attachment_ids @> jsonb_build_array(f.id::text)
         AND teacher.user_id = ${user} AND teacher.role = 'TEACHER'))`;
  return { condition, params: [reader.userId, reader.isAdmin, reader.managesContent] };
}

/** The signed-in user as a file reader (their roles from the cached profile). */
export async function fileReaderOf(tenantId: string, userId: string, users: Pick<UsersRepository, 'findProfile'>): Promise<FileReader> {
  const profile = await users.findProfile(tenantId, userId);
  if (profile === undefined) throw new UnauthorizedError();
  const actor = actorOf(
    userId,
    profile.roles,
    profile.companyUsers.map((membership) => membership.role),
  );
  return { userId, isAdmin: isAdmin(profile.roles), managesContent: actor.managesContent };
}
