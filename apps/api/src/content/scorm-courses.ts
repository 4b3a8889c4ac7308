import { existsSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { readScormManifest, type ScormManifest } from '@espace/domain/scorm/scorm-manifest';
import { MAX_STRUCTURE_BYTES, readBounded } from './bounded-reads';
import { type PackageIssue, packageIssue } from './content-package-checks';
import type { ContentPackage, PackageNode } from './content-package-schema';
import { manifestXmlParser } from './manifest-xml';
import { formatPath } from './references';

/** The manifest of a SCORM package (IMS Content Packaging), at the root of its folder. */
export const SCORM_MANIFEST = 'imsmanifest.xml';

/** The key of what a SCORM package alone becomes: its activity, its course, and the category the tenant files it under. */
const SCORM_KEY = 'scorm';

const parser = manifestXmlParser(['organization', 'item', 'resource', 'file', 'dependency', 'sequencing']);

const isFile = (location: string) => existsSync(location) && statSync(location).isFile();

/** The manifest of the SCORM package in `activityFolder`, read bounded and parsed, or its problems (their paths inside it). */
function loadScormManifest(folder: string, activityFolder: string): { ok: true; manifest: ScormManifest } | { ok: false; issues: PackageIssue[] } {
  const location = join(folder, activityFolder, SCORM_MANIFEST);
  const refused = (issue: PackageIssue) => ({ ok: false as const, issues: [issue] });
  if (!isFile(location))
    return refused(packageIssue('', 'SCORM_MANIFEST_MISSING', { file: SCORM_MANIFEST, folder: activityFolder }, `no ${SCORM_MANIFEST} in "${activityFolder}"`));
  const text = readBounded(location, MAX_STRUCTURE_BYTES, 'a SCORM manifest');
  if (!text.ok) return refused(packageIssue('', 'MANIFEST_TOO_LARGE', { size: text.size, limit: text.limit }, text.message));
  let parsed: unknown;
  try {
    parsed = parser.parse(text.bytes.toString('utf8'), true);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return refused(packageIssue('', 'MANIFEST_UNPARSABLE', { detail }, `is not well-formed XML: ${detail}`));
  }
  return readScormManifest(parsed as Record<string, unknown>);
}

/** Where a problem of a SCORM manifest is: the manifest's file in the package, and the place in it. */
const placeIn = (activityFolder: string, path: string) => `${posix.join(activityFolder, SCORM_MANIFEST)}${path === '' ? '' : ` (${path})`}`;

/**
 * Turns each course that names a SCORM package (`scorm: <activity key>`, its imsmanifest.xml at the
 * root of the activity's folder) into sections and tincan pages, after its own nodes: a container
 * per section of the organization, a tincan block per page whose `tincan.scorm` keeps the SCO's
 * facts (an asset has none). Every file the launched resources and their dependencies list must be
 * in the folder. The checks that follow then see ordinary nodes. Problems are added to `issues`.
 */
export function expandScormCourses(folder: string, manifest: ContentPackage, issues: PackageIssue[]): void {
  manifest.courses.forEach((course, index) => {
    const activity = manifest.activities.find((candidate) => candidate.key === course.scorm);
    if (course.scorm === undefined || !activity) return;
    const loaded = loadScormManifest(folder, activity.folder);
    if (!loaded.ok) {
      // A missing manifest is the course's problem: it names a folder that is no SCORM package.
      const at = (issue: PackageIssue) =>
        issue.code === 'SCORM_MANIFEST_MISSING' ? formatPath(['courses', index, 'scorm']) : placeIn(activity.folder, issue.path);
      return void issues.push(...loaded.issues.map((issue) => ({ ...issue, path: at(issue) })));
    }
    for (const file of loaded.manifest.files) {
      const path = posix.join(activity.folder, file.path);
      if (!isFile(join(folder, path)))
        issues.push(packageIssue(placeIn(activity.folder, file.at), 'SCORM_FILE_MISSING', { file: path }, `missing file "${path}"`));
    }
    const sections: PackageNode[] = loaded.manifest.sections.map((section) => ({
      type: 'container',
      title: section.title,
      children: section.pages.map((page) => {
        const url = page.launch.kind === 'file' ? `activity:${activity.key}/${page.launch.url}` : page.launch.url;
        const tincan = page.sco === null ? { url } : { url, scorm: page.sco };
        return { type: 'block' as const, title: page.title, block: { title: page.title, type: 'tincan', content: { sections: [], tincan } } };
      }),
    }));
    course.nodes.push(...sections);
  });
}

/**
 * The content package a SCORM package alone makes (a folder, or a zip, with imsmanifest.xml at its
 * root and no manifest.yaml): one program of one course named after the organization, in DRAFT as
 * nothing is shown to learners before an admin publishes it, the whole folder its activity, filed
 * under the tenant's category `scorm`. It goes through the same checks and writes as any package;
 * a manifest that cannot be read gives its problems instead.
 */
export function scormPackageManifest(folder: string): { ok: true; manifest: unknown } | { ok: false; issues: PackageIssue[] } {
  const loaded = loadScormManifest(folder, '.');
  if (!loaded.ok) return { ok: false, issues: loaded.issues.map((issue) => ({ ...issue, path: placeIn('.', issue.path) })) };
  const { title, sections, files } = loaded.manifest;
  const firstPage = sections.flatMap((section) => section.pages).find((page) => page.launch.kind === 'file')?.launch;
  const entry = firstPage?.kind === 'file' ? firstPage.path : (files[0]?.path ?? SCORM_MANIFEST);
  return {
    ok: true,
    manifest: {
      format: 1,
      program: { name: title, state: 'DRAFT' },
      categories: [{ key: SCORM_KEY, title: 'Modules SCORM' }],
      activities: [{ key: SCORM_KEY, folder: '.', entry }],
      courses: [{ key: SCORM_KEY, title, state: 'DRAFT', category: SCORM_KEY, scorm: SCORM_KEY }],
    },
  };
}
