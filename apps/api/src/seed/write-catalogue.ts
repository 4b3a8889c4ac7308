import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { importContentPackageWithin } from '../content/import-content-package';
import type { PackageUploads } from '../content/store-package-media';
import type { Queryable } from '../db/database';
import { provisionLessons } from '../lessons/provision-lessons';
import { repositoryRoot } from '../paths';
import type { TenantSeed } from './seed-types';
import { idOf } from './seed-ids';

/** The demo content packages, shipped in the repository (content/). */
export const contentDir = join(repositoryRoot, 'content');

/**
 * The tenant's programs, imported from their content packages by the same
 * code as `npm run content:import`, then its classes with their programs and
 * members; every learner of a class gets a lesson per course, ready to play.
 */
export async function writeCatalogue(
  tx: Queryable,
  uploads: PackageUploads,
  contextId: string,
  tenant: TenantSeed,
  userIds: Map<string, string>,
): Promise<void> {
  const programIds = new Map<string, string>();
  for (const program of tenant.programs) {
    const summary = await importContentPackageWithin(tx, uploads, contextId, join(contentDir, program.contentPackage));
    programIds.set(program.key, summary.programId);
  }
  for (const seededClass of tenant.classes) {
    const classId = randomUUID();
    await tx.query('INSERT INTO classes (id, context_id, name, start_at, expire_at) VALUES ($1, $2, $3, $4, $5)', [
      classId,
      contextId,
      seededClass.name,
      seededClass.startAt,
      seededClass.expireAt,
    ]);
    for (const [order, classProgram] of seededClass.programs.entries()) {
      await tx.query('INSERT INTO class_programs (context_id, class_id, program_id, "order", start_at, expire_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        contextId,
        classId,
        idOf(programIds, classProgram.program),
        order,
        classProgram.startAt,
        classProgram.expireAt,
      ]);
    }
    for (const member of seededClass.members) {
      const userId = idOf(userIds, member.user);
      await tx.query('INSERT INTO class_users (context_id, class_id, user_id, role, created_at) VALUES ($1, $2, $3, $4, $5)', [
        contextId,
        classId,
        userId,
        member.role,
        member.enrolledAt,
      ]);
      if (member.role === 'STUDENT') await provisionLessons(tx, { contextId, classId, userIds: [userId] });
    }
  }
}
