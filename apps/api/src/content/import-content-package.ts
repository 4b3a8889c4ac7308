import type { Database, Queryable } from '../db/database';
import type { PackageIssue } from './content-package-checks';
import { type ContentRepository, createContentRepository } from './content-repository';
import { provisionClassesOf } from '../lessons/provision-lessons';
import { readContentPackage } from './read-content-package';
import { type ImportSummary, writeContentPackage } from './write-content-package';

/** A package that cannot be imported, with every reason by path. */
export class ContentPackageError extends Error {
  constructor(readonly issues: PackageIssue[]) {
    super(`The content package is invalid:\n${issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n')}`);
    this.name = 'ContentPackageError';
  }
}

interface ImportInput {
  tx: Queryable;
  tenantId: string;
  folder: string;
  repository?: ContentRepository;
}

/**
 * Checks the package in `folder`, then writes it into the tenant in the
 * caller's transaction (the seed's, or importContentFolder's). A program of
 * the same name in the tenant stops the import: re-importing never
 * duplicates nor silently replaces what classes and lessons point to.
 */
export async function importContentPackage({ tx, tenantId, folder, repository = createContentRepository(tx) }: ImportInput): Promise<ImportSummary> {
  const reading = readContentPackage(folder);
  const name = reading.ok ? reading.loaded.manifest.program.name : reading.programName;
  const issues = reading.ok ? [] : [...reading.issues];
  if (name !== undefined && (await repository.findProgramIdByName(tenantId, name, tx)) !== null) {
    issues.unshift({ path: 'program.name', message: `a program named "${name}" already exists in this tenant: rename it in the manifest, or remove the existing one first` });
  }
  if (!reading.ok || issues.length > 0) throw new ContentPackageError(issues);
  const summary = await writeContentPackage(tx, tenantId, reading.loaded, repository);
  // Enrolment gives lessons on this path too (docs/trainers.md): every class that follows the program.
  await provisionClassesOf(tx, tenantId, { programId: summary.programId });
  return summary;
}

/** The CLI's import: the tenant by alias, everything in one transaction. */
export async function importContentFolder(database: Database, { folder, contextAlias }: { folder: string; contextAlias: string }): Promise<ImportSummary> {
  const summary = await database.transaction(async (tx) => {
    const repository = createContentRepository(tx);
    const tenantId = await repository.findTenantIdByAlias(contextAlias, tx);
    if (tenantId === null) throw new ContentPackageError([{ path: '--context', message: `no tenant with the alias "${contextAlias}"` }]);
    return importContentPackage({ tx, tenantId, folder, repository });
  });
  // A package adds course nodes and lessons by the thousand: the planner learns of them now.
  await database.query('ANALYZE');
  return summary;
}
