import { validateBlock } from '@espace/domain/content/block';
import type { Queryable } from '../db/database';
import { blockBody } from './content-package-checks';
import type { PackageBlock, PackageCompetency } from './content-package-schema';
import type { ContentRepository, NewBlock } from './content-repository';
import { activityUrl, resolveReferences } from './references';
import { sourceHashOf } from './source-hash';
import { type PackageUploads, type StoredPackage, uploadIdsOf } from './store-package-media';
import type { WrittenRefs } from './written-refs';

/**
 * What blocks name, written first: the package's files (claiming their stored uploads), its
 * activities, the tenant's shared categories, course types and competencies, and its terms.
 */
export async function writeSharedEntries(
  tx: Queryable,
  tenantId: string,
  stored: StoredPackage,
  repository: ContentRepository,
  uploads: PackageUploads,
): Promise<{ refs: WrittenRefs; uploadIds: string[] }> {
  const { manifest } = stored;
  const refs: WrittenRefs = {
    categories: new Map(),
    courseTypes: new Map(),
    competencies: new Map(),
    terms: new Map(),
    files: new Map(),
    activities: new Map(),
    blocks: new Map(),
  };

  const libraryId = await repository.insertLibrary(tenantId, tx);
  for (const file of stored.files) refs.files.set(file.path, await repository.insertFile(tenantId, { ...file, id: file.uploadId, libraryId }, tx));
  for (const activity of stored.activities) {
    // One library per activity: its page finds its script by file name in it (files-routes.ts).
    const activityLibraryId = await repository.insertLibrary(tenantId, tx);
    for (const file of activity.files) await repository.insertFile(tenantId, { ...file, id: file.uploadId, libraryId: activityLibraryId }, tx);
    refs.activities.set(activity.key, { folderUrl: `/api/activities/${activityLibraryId}/`, entry: activity.entry });
  }
  // After their file rows, which keep the chunks (migrations/0006_file_chunks.sql).
  const uploadIds = uploadIdsOf(stored);
  await uploads.claimUploads(tenantId, uploadIds, tx);

  for (const category of manifest.categories)
    refs.categories.set(category.key, await repository.ensureCategory(tenantId, { key: category.key, title: category.title, icon: category.icon ?? null }, tx));
  for (const courseType of manifest.courseTypes) refs.courseTypes.set(courseType.key, await repository.ensureCourseType(tenantId, courseType, tx));
  await writeCompetencies(tx, tenantId, manifest.competencies, null, refs, repository);
  for (const term of manifest.terms) refs.terms.set(term.key, await repository.insertTerm(tenantId, term, tx));
  return { refs, uploadIds };
}

async function writeCompetencies(
  tx: Queryable,
  tenantId: string,
  tree: readonly PackageCompetency[],
  parentId: string | null,
  refs: WrittenRefs,
  repository: ContentRepository,
): Promise<void> {
  for (const [order, competency] of tree.entries()) {
    const id = await repository.ensureCompetency(
      tenantId,
      { key: competency.key, parentId, title: competency.title, icon: competency.icon ?? null, isGeneric: competency.isGeneric ?? false, order },
      tx,
    );
    refs.competencies.set(competency.key, id);
    await writeCompetencies(tx, tenantId, competency.children ?? [], id, refs, repository);
  }
}

/** A block's row, its references swapped for the stored ids and URLs; `listedKey`: its key in `blocks[]`, null for a node's own block. */
export function resolveBlock(block: PackageBlock, refs: WrittenRefs, listedKey: string | null): NewBlock {
  const lookup = (map: Map<string, string>, key: string | undefined) => (key === undefined ? null : (map.get(key) ?? null));
  const { value } = resolveReferences(blockBody(block), (kind, target) =>
    kind === 'activity' ? activityUrl(target, (key) => refs.activities.get(key)) : (kind === 'file' ? refs.files : refs.competencies).get(target),
  );
  const validation = validateBlock(value);
  if (!validation.ok) throw new Error(`block "${block.key ?? String(block.title)}" no longer validates: ${JSON.stringify(validation.issues)}`);
  const valid = validation.block;
  return {
    key: listedKey,
    sourceHash: sourceHashOf(block),
    title: valid.title,
    type: valid.type,
    categoryId: lookup(refs.categories, block.category),
    competencyId: lookup(refs.competencies, block.competency),
    attachmentIds: valid.attachmentIds ?? [],
    settings: valid.settings ?? {},
    content: valid.content,
    termIds: (block.terms ?? []).flatMap((key) => lookup(refs.terms, key) ?? []),
  };
}
