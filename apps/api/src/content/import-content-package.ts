import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentPackageLimits } from '@espace/domain/content/content-package-limits';
import { lockKeys } from '../db/advisory-locks';
import type { Database, Queryable } from '../db/database';
import { createUploadsRepository } from '../files/uploads-repository';
import { AppError } from '../http/app-error';
import { provisionClassesOf } from '../lessons/provision-lessons';
import { hideFolders, type PackageIssue, packageIssue } from './content-package-checks';
import { createContentRepository } from './content-repository';
import { type PageRef, planProgram, type ProgramPlan, type VersionChanges } from './plan-program';
import { createProgramTreeRepository } from './program-tree-repository';
import { createProgramVersionsRepository } from './program-versions-repository';
import { type LoadedPackage, readContentPackage } from './read-content-package';
import { dropPackageMedia, type PackageUploads, type StoredPackage, storePackageMedia } from './store-package-media';
import { unzipContentPackage } from './unzip-content-package';
import { writeProgram } from './write-program';

/** The lock imports into a tenant take turns on; a program's rename takes it too, so that a name stays one program's. */
export const contentImportLock = (tenantId: string) => `content-import:${tenantId}`;

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
  /** Who publishes this version (an admin), kept in the program's history; nobody for the CLI and the seed. */
  publisher?: { id: string; name: string } | undefined;
  /** More work in the import's transaction, once the content is written (the admin's audit entry). */
  alongside?: (tx: Queryable, summary: ImportSummary) => Promise<void>;
  /** The program's version a preview showed (0: no program of this key yet): another published since → STALE_VERSION, nothing written. */
  expectedVersion?: number | undefined;
}

/** What an import did: the rows written, and the program's version it published. */
export interface ImportSummary {
  programId: string;
  programName: string;
  courses: number;
  blocks: number;
  nodes: number;
  files: number;
  terms: number;
  /** What learners miss (media alternatives…): the import went on, the author should know. */
  warnings: PackageIssue[];
  /** True when the package corrected a program the tenant had (same program key). */
  corrected: boolean;
  version: number;
  changes: VersionChanges;
}

/** What an import would do, told before it is confirmed: a new program, or a correction of one, with its figures. */
export interface ImportPreview {
  programName: string;
  /** The program it corrects, or null for a new program. */
  correctedProgramId: string | null;
  /** The corrected program's latest version (0 for a new program): what the import is confirmed against. */
  currentVersion: number;
  changes: VersionChanges;
  pages: Record<'added' | 'changed' | 'removed', PageRef[]>;
  courses: { added: string[]; removed: string[] };
  warnings: PackageIssue[];
}

/** The most pages of each kind a preview lists. */
const PREVIEW_PAGES = 100;

const nameTaken = (name: string): PackageIssue =>
  packageIssue(
    'program.name',
    'PROGRAM_NAME_TAKEN',
    { name },
    `a program named "${name}" already exists in this tenant: rename it in the manifest, or give it the existing program's key to correct it`,
  );

/**
 * Imports the package in `folder` into the tenant (docs/content-packages.md#how-an-import-is-written),
 * in three steps: every check first (ContentPackageError, every problem by path, nothing stored);
 * then its media, stored a chunk per statement outside any transaction (store-package-media.ts);
 * then the content rows, which claim the media, in one short transaction with `alongside`. The
 * transaction holds no byte of media, so the embedded database, which it holds whole from BEGIN to
 * COMMIT, serves every tenant between the chunks. When anything fails nothing is visible and the
 * stored media are dropped. A package whose program key the tenant has corrects that program
 * (plan-program.ts); otherwise a program of the same name stops the import: re-importing never
 * duplicates nor silently replaces what classes and lessons point to.
 */
export async function importContentPackage({
  database,
  uploads,
  tenantId,
  folder,
  publisher,
  alongside,
  expectedVersion,
}: ImportInput): Promise<ImportSummary> {
  const { loaded } = await checkedPackage(database, tenantId, folder);
  const stored = await storePackageMedia({ uploads, tenantId, loaded });
  let summary: ImportSummary;
  try {
    summary = await database.transaction(async (tx) => {
      // Imports into one tenant take turns here: the second sees the first's program name and key.
      await lockKeys(tx, [contentImportLock(tenantId)]);
      const written = await writeStoredPackage(tx, tenantId, stored, uploads, publisher ?? null, expectedVersion);
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

/** Checks the package and tells what importing it would do; stores and writes nothing. */
export async function previewContentPackage({ database, tenantId, folder }: Pick<ImportInput, 'database' | 'tenantId' | 'folder'>): Promise<ImportPreview> {
  const { loaded, plan } = await checkedPackage(database, tenantId, folder);
  const currentVersion = plan.programId === null ? 0 : await createProgramVersionsRepository(database).latestVersion(tenantId, plan.programId);
  const first = (pages: PageRef[]) => pages.slice(0, PREVIEW_PAGES);
  return {
    programName: loaded.manifest.program.name,
    correctedProgramId: plan.programId,
    currentVersion,
    changes: plan.changes,
    pages: { added: first(plan.pages.added), changed: first(plan.pages.changed), removed: first(plan.pages.removed) },
    courses: plan.courseTitles,
    warnings: loaded.warnings,
  };
}

/**
 * The seed's import, all in the seed's transaction: that transaction creates the tenant itself (its
 * uploads need the tenant's row), on a database nobody uses yet.
 */
export async function importContentPackageWithin(tx: Queryable, uploads: PackageUploads, tenantId: string, folder: string): Promise<ImportSummary> {
  const { loaded } = await checkedPackage(tx, tenantId, folder);
  return writeStoredPackage(tx, tenantId, await storePackageMedia({ uploads, tenantId, loaded, tx }), uploads, null);
}

/**
 * The CLI's import: the tenant by its alias; `folder` is a package's folder, or a .zip of one (a
 * SCORM package as authoring tools give it), unzipped as an upload is into a temporary folder that
 * goes whatever happens.
 */
export async function importContentFolder(database: Database, { folder, contextAlias }: { folder: string; contextAlias: string }): Promise<ImportSummary> {
  const tenantId = await createContentRepository(database).findTenantIdByAlias(contextAlias);
  if (tenantId === null)
    throw new ContentPackageError([
      packageIssue('--context', 'UNKNOWN_KEY', { kind: 'tenant alias', key: contextAlias }, `no tenant with the alias "${contextAlias}"`),
    ]);
  const importFrom = (packageFolder: string) => importContentPackage({ database, uploads: createUploadsRepository(database), tenantId, folder: packageFolder });
  if (!statSync(folder, { throwIfNoEntry: false })?.isFile()) return importFrom(folder);
  const workdir = await mkdtemp(join(tmpdir(), 'espace-cli-package-'));
  try {
    const unzipped = await unzipContentPackage(folder, join(workdir, 'package'), contentPackageLimits);
    if (!unzipped.ok) throw new ContentPackageError(unzipped.issues);
    return await importFrom(unzipped.folder).catch((error: unknown) => {
      if (!(error instanceof ContentPackageError)) throw error;
      throw new ContentPackageError(error.issues.map((issue) => hideFolders(issue, (text) => text.replaceAll(unzipped.folder, folder))));
    });
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}

/** Reads and checks the package, and plans what writing it does (a new program, or a correction of the program of its key); stores nothing. */
async function checkedPackage(db: Queryable, tenantId: string, folder: string): Promise<{ loaded: LoadedPackage; plan: ProgramPlan }> {
  const reading = await readContentPackage(folder);
  if (!reading.ok) {
    const taken = reading.programName !== undefined && (await createContentRepository(db).findProgramIdByName(tenantId, reading.programName)) !== null;
    throw new ContentPackageError(taken ? [nameTaken(reading.programName as string), ...reading.issues] : reading.issues);
  }
  const planned = await planFor(db, tenantId, reading.loaded);
  if (!planned.ok) throw new ContentPackageError(planned.issues);
  return { loaded: reading.loaded, plan: planned.plan };
}

/** The plan of the package against the program it corrects (its key), or against none for a new program, whose name must be new. */
async function planFor(
  db: Queryable,
  tenantId: string,
  loaded: LoadedPackage,
): Promise<{ ok: true; plan: ProgramPlan } | { ok: false; issues: PackageIssue[] }> {
  const repository = createContentRepository(db);
  const { program } = loaded.manifest;
  const named = await repository.findProgramIdByName(tenantId, program.name, db);
  const byKey = program.key === undefined ? null : await repository.findProgramByKey(tenantId, program.key, db);
  // A program imported before it had a key is corrected by a package of its name that gives one, which it then keeps.
  const existing =
    byKey ?? (program.key !== undefined && named !== null && (await repository.programKeyOf(tenantId, named, db)) === null ? { id: named } : null);
  if (named !== null && named !== existing?.id) return { ok: false, issues: [nameTaken(program.name)] };
  const stored = existing === null ? undefined : await createProgramTreeRepository(db).loadProgram(tenantId, existing.id, db);
  // A program deleted since it was found (a draft's deletion) leaves its name free: the package is a new program.
  return planProgram(loaded.manifest, stored ?? null);
}

/** The content rows, in `tx`; the plan is made again, since another import may have changed the program since the check. */
async function writeStoredPackage(
  tx: Queryable,
  tenantId: string,
  stored: StoredPackage,
  uploads: PackageUploads,
  publisher: { id: string; name: string } | null,
  expectedVersion?: number,
): Promise<ImportSummary> {
  const planned = await planFor(tx, tenantId, stored);
  if (!planned.ok) throw new ContentPackageError(planned.issues);
  const { plan } = planned;
  const versions = createProgramVersionsRepository(tx);
  if (expectedVersion !== undefined) {
    const current = plan.programId === null ? 0 : await versions.latestVersion(tenantId, plan.programId, tx);
    if (current !== expectedVersion)
      throw new AppError('STALE_VERSION', [
        { path: 'query.expectedVersion', message: `version ${current} of the program was published since version ${expectedVersion}` },
      ]);
  }
  const written = await writeProgram(tx, tenantId, stored, plan, { content: createContentRepository(tx), tree: createProgramTreeRepository(tx), uploads });
  const { manifest } = stored;
  const summary: ImportSummary = {
    ...written,
    programName: manifest.program.name,
    courses: manifest.courses.length,
    terms: manifest.terms.length,
    warnings: stored.warnings,
    corrected: plan.programId !== null,
    changes: plan.changes,
    version: await versions.insertVersion(tenantId, written.programId, { publisher, summary: plan.changes }, tx),
  };
  // Enrolment gives lessons on this path too (docs/trainers.md): every class that follows the program.
  await provisionClassesOf(tx, tenantId, { programId: summary.programId });
  return summary;
}
