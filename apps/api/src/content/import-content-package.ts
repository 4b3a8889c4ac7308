import { lockKeys } from '../db/advisory-locks';
import type { Database, Queryable } from '../db/database';
import { createUploadsRepository } from '../files/uploads-repository';
import { provisionClassesOf } from '../lessons/provision-lessons';
import { type PackageIssue, packageIssue } from './content-package-checks';
import { createContentRepository } from './content-repository';
import { type LoadedPackage, readContentPackage } from './read-content-package';
import { dropPackageMedia, type PackageUploads, type StoredPackage, storePackageMedia } from './store-package-media';
import { type ImportSummary, writeContentPackage } from './write-content-package';

/** A package that cannot be imported, with every reason by path. */
export class ContentPackageError extends Error {
  constructor(readonly issues: PackageIssue[]) {
    super(`The content package is invalid:\n${issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n')}`);
    this.name = 'ContentPackageError';
  }
}

interface ImportInput {
  database: Database;
  uploads: PackageUploads;
  tenantId: string;
  folder: string;
  /** More work in the import's transaction, once the content is written (the admin's audit entry). */
  alongside?: (tx: Queryable, summary: ImportSummary) => Promise<void>;
}

const nameTaken = (name: string): PackageIssue =>
  packageIssue('program.name', 'PROGRAM_NAME_TAKEN', { name }, `a program named "${name}" already exists in this tenant: rename it in the manifest, or remove the existing one first`);

/**
 * Imports the package in `folder` into the tenant (docs/content-packages.md#how-an-import-is-written),
 * in three steps: every check first (ContentPackageError, every problem by path, nothing stored);
 * then its media, stored a chunk per statement outside any transaction (store-package-media.ts);
 * then the content rows, which claim the media, in one short transaction with `alongside`. The
 * transaction holds no byte of media, so the embedded database, which it holds whole from BEGIN to
 * COMMIT, serves every tenant between the chunks. When anything fails nothing is visible and the
 * stored media are dropped. A program of the same name in the tenant stops the import:
 * re-importing never duplicates nor silently replaces what classes and lessons point to.
 */
export async function importContentPackage({ database, uploads, tenantId, folder, alongside }: ImportInput): Promise<ImportSummary> {
  const loaded = await checkedPackage(database, tenantId, folder);
  const stored = await storePackageMedia({ uploads, tenantId, loaded });
  let summary: ImportSummary;
  try {
    summary = await database.transaction(async (tx) => {
      // Imports into one tenant take turns here: the second sees the first's program name.
      await lockKeys(tx, [`content-import:${tenantId}`]);
      const written = await writeStoredPackage(tx, tenantId, stored, uploads);
      await alongside?.(tx, written);
      return written;
    });
  } catch (error) {
    await dropPackageMedia(uploads, tenantId, stored);
    throw error;
  }
  // A package adds course nodes and lessons by the thousand: the planner learns of them now.
  await database.query('ANALYZE');
  return summary;
}

/**
 * The seed's import, all in the seed's transaction: that transaction creates the tenant itself (its
 * uploads need the tenant's row), on a database nobody uses yet.
 */
export async function importContentPackageWithin(tx: Queryable, uploads: PackageUploads, tenantId: string, folder: string): Promise<ImportSummary> {
  const loaded = await checkedPackage(tx, tenantId, folder);
  return writeStoredPackage(tx, tenantId, await storePackageMedia({ uploads, tenantId, loaded, tx }), uploads);
}

/** The CLI's import: the tenant by its alias. */
export async function importContentFolder(database: Database, { folder, contextAlias }: { folder: string; contextAlias: string }): Promise<ImportSummary> {
  const tenantId = await createContentRepository(database).findTenantIdByAlias(contextAlias);
  if (tenantId === null) throw new ContentPackageError([packageIssue('--context', 'UNKNOWN_KEY', { kind: 'tenant alias', key: contextAlias }, `no tenant with the alias "${contextAlias}"`)]);
  return importContentPackage({ database, uploads: createUploadsRepository(database), tenantId, folder });
}

/** Reads and checks the package, and that its program's name is new in the tenant; stores nothing. */
async function checkedPackage(db: Queryable, tenantId: string, folder: string): Promise<LoadedPackage> {
  const reading = await readContentPackage(folder);
  const name = reading.ok ? reading.loaded.manifest.program.name : reading.programName;
  const issues = reading.ok ? [] : [...reading.issues];
  if (name !== undefined && (await createContentRepository(db).findProgramIdByName(tenantId, name)) !== null) issues.unshift(nameTaken(name));
  if (!reading.ok || issues.length > 0) throw new ContentPackageError(issues);
  return reading.loaded;
}

/** The content rows, in `tx`; the name is checked again, since another import may have taken it since the check. */
async function writeStoredPackage(tx: Queryable, tenantId: string, stored: StoredPackage, uploads: PackageUploads): Promise<ImportSummary> {
  const repository = createContentRepository(tx);
  const name = stored.manifest.program.name;
  if ((await repository.findProgramIdByName(tenantId, name)) !== null) throw new ContentPackageError([nameTaken(name)]);
  const summary = await writeContentPackage(tx, tenantId, stored, repository, uploads);
  // Enrolment gives lessons on this path too (docs/trainers.md): every class that follows the program.
  await provisionClassesOf(tx, tenantId, { programId: summary.programId });
  return summary;
}
