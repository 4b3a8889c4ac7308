import { lockKeys } from '../db/advisory-locks';
import { AppError } from '../http/app-error';
import type { Database, Queryable } from '../db/database';
import { createUploadsRepository } from '../files/uploads-repository';
import { provisionClassesOf } from '../lessons/provision-lessons';
import { type PackageIssue, packageIssue } from './content-package-checks';
import { type CorrectionPlan, planCorrection, writeCorrection } from './correct-content-package';
import { createContentRepository } from './content-repository';
import { createProgramCorrectionsRepository, type VersionChanges } from './program-corrections-repository';
import type { PackageNode } from './content-package-schema';
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
  /** Who publishes this version (an admin), kept in the program's history; nobody for the CLI and the seed. */
  publisher?: { id: string; name: string } | undefined;
  /** More work in the import's transaction, once the content is written (the admin's audit entry). */
  alongside?: (tx: Queryable, summary: ImportSummary) => Promise<void>;
  /** The program's version a preview showed (0: no program of this key yet): another published since → STALE_VERSION, nothing written. */
  expectedVersion?: number | undefined;
}

/** What an import would do, told before it is confirmed: a new program, or a correction of one, with its figures. */
export interface ImportPreview {
  programName: string;
  /** The program it corrects, or null for a new program. */
  correctedProgramId: string | null;
  /** The corrected program's latest version (0 for a new program): what the import is confirmed against. */
  currentVersion: number;
  changes: VersionChanges;
  pages: Record<'added' | 'changed' | 'removed', PreviewPage[]>;
  courses: { added: string[]; removed: string[] };
  warnings: PackageIssue[];
}

/** A page a preview names: its course's title and its own. */
interface PreviewPage {
  course: string;
  title: string;
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

/** A checked package, and whether it makes a new program or corrects one (its plan). */
interface Target {
  loaded: LoadedPackage;
  plan: CorrectionPlan | null;
}

/**
 * Imports the package in `folder` into the tenant (docs/content-packages.md#how-an-import-is-written),
 * in three steps: every check first (ContentPackageError, every problem by path, nothing stored);
 * then its media, stored a chunk per statement outside any transaction (store-package-media.ts);
 * then the content rows, which claim the media, in one short transaction with `alongside`. The
 * transaction holds no byte of media, so the embedded database, which it holds whole from BEGIN to
 * COMMIT, serves every tenant between the chunks. When anything fails nothing is visible and the
 * stored media are dropped. A package whose program key the tenant has corrects that program in
 * place (correct-content-package.ts); otherwise a program of the same name stops the import:
 * re-importing never duplicates nor silently replaces what classes and lessons point to.
 */
export async function importContentPackage({ database, uploads, tenantId, folder, publisher, alongside, expectedVersion }: ImportInput): Promise<ImportSummary> {
  const { loaded } = await checkedPackage(database, tenantId, folder);
  const stored = await storePackageMedia({ uploads, tenantId, loaded });
  let summary: ImportSummary;
  try {
    summary = await database.transaction(async (tx) => {
      // Imports into one tenant take turns here: the second sees the first's program name and key.
      await lockKeys(tx, [`content-import:${tenantId}`]);
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
  const { manifest } = loaded;
  const listed = new Map(manifest.blocks.map((block) => [block.key, block]));
  const titleOf = (node: PackageNode) => node.title ?? String((typeof node.block === 'string' ? listed.get(node.block) : node.block)?.title ?? '');
  const pages = manifest.courses.flatMap((course) =>
    course.nodes.flatMap(function blocks(node): PreviewPage[] {
      return [...(node.type === 'block' ? [{ course: course.title, title: titleOf(node) }] : []), ...(node.children ?? []).flatMap(blocks)];
    }),
  );
  const currentVersion = plan === null ? 0 : await createProgramCorrectionsRepository(database).latestVersion(tenantId, plan.programId);
  return {
    programName: manifest.program.name,
    correctedProgramId: plan?.programId ?? null,
    currentVersion,
    changes: plan?.changes ?? { added: pages.length, changed: 0, removed: 0, learnersAffected: 0 },
    pages: { added: plan === null ? pages.slice(0, PREVIEW_PAGES) : [], changed: (plan?.changedPages ?? []).slice(0, PREVIEW_PAGES), removed: [] },
    courses: { added: plan === null ? manifest.courses.map((course) => course.title) : [], removed: [] },
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

/** The CLI's import: the tenant by its alias. */
export async function importContentFolder(database: Database, { folder, contextAlias }: { folder: string; contextAlias: string }): Promise<ImportSummary> {
  const tenantId = await createContentRepository(database).findTenantIdByAlias(contextAlias);
  if (tenantId === null) throw new ContentPackageError([packageIssue('--context', 'UNKNOWN_KEY', { kind: 'tenant alias', key: contextAlias }, `no tenant with the alias "${contextAlias}"`)]);
  return importContentPackage({ database, uploads: createUploadsRepository(database), tenantId, folder });
}

/** Reads and checks the package, and what it targets: a new program (whose name is new in the tenant) or the program of its key; stores nothing. */
async function checkedPackage(db: Queryable, tenantId: string, folder: string): Promise<Target> {
  const reading = await readContentPackage(folder);
  if (!reading.ok) {
    const taken = reading.programName !== undefined && (await createContentRepository(db).findProgramIdByName(tenantId, reading.programName)) !== null;
    throw new ContentPackageError(taken ? [nameTaken(reading.programName as string), ...reading.issues] : reading.issues);
  }
  const target = await targetOf(db, tenantId, reading.loaded);
  if (!target.ok) throw new ContentPackageError(target.issues);
  return { loaded: reading.loaded, plan: target.plan };
}

/** The program the package corrects (its key), with the plan, or null for a new program whose name must be new. */
async function targetOf(db: Queryable, tenantId: string, loaded: LoadedPackage): Promise<{ ok: true; plan: CorrectionPlan | null } | { ok: false; issues: PackageIssue[] }> {
  const repository = createContentRepository(db);
  const { program } = loaded.manifest;
  const named = await repository.findProgramIdByName(tenantId, program.name, db);
  const byKey = program.key === undefined ? null : await repository.findProgramByKey(tenantId, program.key, db);
  // A program imported before it had a key is corrected by a package of its name that gives one, which it then keeps.
  const existing = byKey ?? (program.key !== undefined && named !== null && (await repository.programKeyOf(tenantId, named, db)) === null ? { id: named } : null);
  if (named !== null && named !== existing?.id) return { ok: false, issues: [nameTaken(program.name)] };
  if (existing === null) return { ok: true, plan: null };
  const planned = await planCorrection(loaded.manifest, existing, tenantId, createProgramCorrectionsRepository(db), db);
  return planned.ok ? { ok: true, plan: planned.plan } : planned;
}

/** The content rows, in `tx`; the target is found again, since another import may have changed it since the check. */
async function writeStoredPackage(
  tx: Queryable,
  tenantId: string,
  stored: StoredPackage,
  uploads: PackageUploads,
  publisher: { id: string; name: string } | null,
  expectedVersion?: number,
): Promise<ImportSummary> {
  const repository = createContentRepository(tx);
  const corrections = createProgramCorrectionsRepository(tx);
  const target = await targetOf(tx, tenantId, stored);
  if (!target.ok) throw new ContentPackageError(target.issues);
  if (expectedVersion !== undefined) {
    const current = target.plan === null ? 0 : await corrections.latestVersion(tenantId, target.plan.programId, tx);
    if (current !== expectedVersion) throw new AppError('STALE_VERSION', [{ path: 'query.expectedVersion', message: `version ${current} of the program was published since version ${expectedVersion}` }]);
  }
  let summary: ImportSummary;
  if (target.plan === null) {
    const written = await writeContentPackage(tx, tenantId, stored, repository, uploads);
    const added = (await corrections.listNodes(tenantId, written.programId, tx)).filter((node) => node.type === 'block').length;
    const changes = { added, changed: 0, removed: 0, learnersAffected: 0 };
    summary = { ...written, corrected: false, changes, version: await corrections.insertVersion(tenantId, written.programId, { publisher, summary: changes }, tx) };
  } else {
    const written = await writeCorrection(tx, tenantId, stored, target.plan, { content: repository, corrections, uploads });
    const { manifest } = stored;
    summary = {
      programId: target.plan.programId,
      programName: manifest.program.name,
      courses: manifest.courses.length,
      blocks: written.blocks,
      nodes: written.nodes,
      files: written.files,
      terms: manifest.terms.length,
      warnings: stored.warnings,
      corrected: true,
      changes: target.plan.changes,
      version: await corrections.insertVersion(tenantId, target.plan.programId, { publisher, summary: target.plan.changes }, tx),
    };
  }
  // Enrolment gives lessons on this path too (docs/trainers.md): every class that follows the program.
  await provisionClassesOf(tx, tenantId, { programId: summary.programId });
  return summary;
}
