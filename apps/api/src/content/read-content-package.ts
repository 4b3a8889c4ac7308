import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, posix, relative, sep } from 'node:path';
import type { FileType } from '@espace/domain/files/file-types';
import { parse as parseYaml } from 'yaml';
import { MAX_STRUCTURE_BYTES, readBounded, readHead } from './bounded-reads';
import { CMI5_STRUCTURE, expandCmi5Courses } from './cmi5-courses';
import { schemaProblem } from '@espace/domain/content/package-problems';
import { checkContentPackage, fileReferences, type PackageIssue, packageIssue } from './content-package-checks';
import { type ContentPackage, contentPackageSchema } from './content-package-schema';
import { checkMediaAlternatives, MAX_CAPTIONS_BYTES, readCaptions } from './media-alternatives';
import { checkMedia, MEDIA_HEAD_BYTES, sniffType } from './media-types';
import { formatPath } from './references';
import { expandScormCourses, SCORM_MANIFEST, scormPackageManifest } from './scorm-courses';

export interface PackageFile {
  /** The path in the package, as references name it. */
  path: string;
  name: string;
  type: string;
  fileType: FileType;
  /** Where its bytes are: checked from their start, and stored a chunk at a time (store-package-media.ts). */
  location: string;
  size: number;
  /** Media alternatives (media-alternatives.ts); absent on activity files. */
  alt?: string | undefined;
  transcript?: string | undefined;
  /** WebVTT text of a video's captions. */
  captions?: string | undefined;
}

export interface PackageActivity {
  key: string;
  entry: string;
  /** Every file of the activity's folder, named by their file name. */
  files: PackageFile[];
}

export interface LoadedPackage {
  manifest: ContentPackage;
  files: PackageFile[];
  activities: PackageActivity[];
  /** What the import does not need but learners do (an image without alt…): told, not refused. */
  warnings: PackageIssue[];
}

/** When the manifest is well formed, its program name comes along with the issues (the importer checks it is new). */
export type PackageReading = { ok: true; loaded: LoadedPackage } | { ok: false; issues: PackageIssue[]; programName?: string };

const MANIFEST_NAMES = ['manifest.yaml', 'manifest.yml', 'manifest.json'];

/** The manifest's document as written, with its file's name: manifest.yaml (or .yml, .json), else a SCORM package's own. */
function readManifest(folder: string): { ok: true; name: string; raw: unknown } | { ok: false; issues: PackageIssue[] } {
  const name = MANIFEST_NAMES.find((candidate) => existsSync(join(folder, candidate)));
  if (name === undefined && existsSync(join(folder, SCORM_MANIFEST))) {
    const scorm = scormPackageManifest(folder);
    return scorm.ok ? { ok: true, name: SCORM_MANIFEST, raw: scorm.manifest } : scorm;
  }
  if (name === undefined) {
    const names = [...MANIFEST_NAMES, SCORM_MANIFEST].join(', ');
    return { ok: false, issues: [packageIssue('manifest', 'MANIFEST_MISSING', { names }, `no ${names} in ${folder}`)] };
  }
  const read = readBounded(join(folder, name), MAX_STRUCTURE_BYTES, 'a manifest');
  if (!read.ok) return { ok: false, issues: [packageIssue(name, 'MANIFEST_TOO_LARGE', { size: read.size, limit: read.limit }, read.message)] };
  try {
    const text = read.bytes.toString('utf8');
    return { ok: true, name, raw: name.endsWith('.json') ? JSON.parse(text) : parseYaml(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [packageIssue(name, 'MANIFEST_UNPARSABLE', { detail }, `cannot be parsed: ${detail}`)] };
  }
}

/** Reads and checks a package folder; nothing is written anywhere, and no media file is read whole. */
export async function readContentPackage(folder: string): Promise<PackageReading> {
  const source = readManifest(folder);
  if (!source.ok) return source;
  const { name: manifestName, raw } = source;
  const parsed = contentPackageSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message, ...schemaProblem(issue) })) };
  const manifest = parsed.data;

  const expansion: PackageIssue[] = [];
  expandCmi5Courses(folder, manifest, expansion);
  expandScormCourses(folder, manifest, expansion);
  const issues = [...expansion, ...checkContentPackage(manifest)];
  const warnings: PackageIssue[] = [];
  const files: PackageFile[] = [];
  const referenced = fileReferences(manifest);
  for (const [index, file] of manifest.files.entries()) {
    const loaded = await loadFile(folder, file.path, false, ['files', index, 'path'], issues);
    if (!loaded) continue;
    const alternatives = checkMediaAlternatives(file, loaded.fileType, index);
    issues.push(...alternatives.issues);
    warnings.push(...alternatives.warnings);
    if (!referenced.has(file.path))
      warnings.push(packageIssue(formatPath(['files', index, 'path']), 'FILE_UNUSED', { file: file.path }, `"${file.path}" is listed but no page uses it`));
    const captions = file.captions === undefined ? undefined : loadCaptions(folder, file.captions, ['files', index, 'captions'], issues);
    files.push({ ...loaded, name: file.name ?? loaded.name, alt: file.alt, transcript: file.transcript, captions });
  }
  const activities: PackageActivity[] = [];
  const scorm = scormActivities(manifest);
  for (const [index, activity] of manifest.activities.entries()) {
    const files = await activityFiles(folder, activity, scorm.has(activity.key), ['activities', index], issues);
    activities.push({ key: activity.key, entry: activity.entry, files });
  }
  warnings.push(...unlistedFiles(folder, manifestName, manifest));
  return issues.length > 0 ? { ok: false, issues, programName: manifest.program.name } : { ok: true, loaded: { manifest, files, activities, warnings } };
}

function loadCaptions(folder: string, path: string, at: (string | number)[], issues: PackageIssue[]): string | undefined {
  const location = join(folder, path);
  if (!existsSync(location) || !statSync(location).isFile()) {
    issues.push(packageIssue(formatPath(at), 'FILE_MISSING', { file: path }, `missing file "${path}"`));
    return undefined;
  }
  const read = readBounded(location, MAX_CAPTIONS_BYTES, 'captions');
  const captions = read.ok ? readCaptions(read.bytes) : read;
  if (captions.ok) return captions.text;
  const problem = 'code' in captions ? captions : { code: 'CAPTIONS_TOO_LARGE' as const, values: { size: captions.size, limit: captions.limit } };
  issues.push(packageIssue(formatPath(at), problem.code, { file: path, ...problem.values }, `"${path}": ${captions.message}`));
  return undefined;
}

async function loadFile(folder: string, path: string, inActivity: boolean, at: (string | number)[], issues: PackageIssue[]): Promise<PackageFile | null> {
  const location = join(folder, path);
  if (!existsSync(location) || !statSync(location).isFile()) {
    issues.push(packageIssue(formatPath(at), 'FILE_MISSING', { file: path }, `missing file "${path}"`));
    return null;
  }
  const { size } = statSync(location);
  const head = readHead(location, MEDIA_HEAD_BYTES);
  const media = checkMedia(path, size, head, inActivity, await sniffType(head));
  if (!media.ok) {
    issues.push(packageIssue(formatPath(at), media.code, media.values, `"${path}": ${media.message}`));
    return null;
  }
  return { path, name: basename(path), type: media.type, fileType: media.fileType, location, size };
}

/** The activities courses name as SCORM packages (`scorm:`): their folders keep their tree. */
const scormActivities = (manifest: ContentPackage) => new Set(manifest.courses.flatMap((course) => course.scorm ?? []));

/** The schemas a SCORM manifest names (xsi:schemaLocation): read by no page, so neither checked nor stored. */
const SCORM_SCHEMA = /\.(xsd|dtd)$/i;

/** An activity's files, named by their path in its folder. */
function activityFileNames(location: string, scorm: boolean): string[] {
  // A flat folder: its page loads its script and images by file name. The manifest of a cmi5 course structure is read by the importer, not served.
  if (!scorm) return readdirSync(location).filter((name) => name !== CMI5_STRUCTURE && statSync(join(location, name)).isFile());
  // A SCORM package keeps its folders: a SCO loads `../shared/api.js`. Its manifest is read by the importer, not served.
  return (readdirSync(location, { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name !== SCORM_MANIFEST && !SCORM_SCHEMA.test(name) && statSync(join(location, name)).isFile());
}

async function activityFiles(
  folder: string,
  activity: ContentPackage['activities'][number],
  scorm: boolean,
  at: (string | number)[],
  issues: PackageIssue[],
): Promise<PackageFile[]> {
  const location = join(folder, activity.folder);
  if (!existsSync(location) || !statSync(location).isDirectory()) {
    issues.push(packageIssue(formatPath([...at, 'folder']), 'FOLDER_MISSING', { folder: activity.folder }, `missing folder "${activity.folder}"`));
    return [];
  }
  const names = activityFileNames(location, scorm).sort();
  if (!names.includes(activity.entry))
    issues.push(
      packageIssue(
        formatPath([...at, 'entry']),
        'ENTRY_MISSING',
        { entry: activity.entry, folder: activity.folder },
        `"${activity.entry}" is not a file of "${activity.folder}"`,
      ),
    );
  const files: PackageFile[] = [];
  for (const name of names) {
    const loaded = await loadFile(folder, posix.join(activity.folder, name), true, [...at, 'folder'], issues);
    if (loaded) files.push({ ...loaded, name });
  }
  return files;
}

/**
 * Files of the folder that the manifest names nowhere (not a listed file, its captions, nor a file
 * of an activity's folder): they are not imported, and the author should know it.
 */
function unlistedFiles(folder: string, manifestName: string, manifest: ContentPackage): PackageIssue[] {
  const named = new Set<string>([manifestName, ...manifest.files.flatMap((file) => [file.path, ...(file.captions === undefined ? [] : [file.captions])])]);
  const scorm = scormActivities(manifest);
  const activityFolders = manifest.activities.map((activity) => ({
    folder: posix.normalize(activity.folder).replace(/\/$/, ''),
    tree: scorm.has(activity.key),
  }));
  const inActivity = (path: string) =>
    activityFolders.some(({ folder: activityFolder, tree }) =>
      tree ? activityFolder === '.' || path.startsWith(`${activityFolder}/`) : posix.dirname(path) === activityFolder,
    );
  const all = (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[]).map((name) => relative(folder, join(folder, name)).split(sep).join('/'));
  return all
    .filter((path) => statSync(join(folder, path)).isFile() && !named.has(posix.normalize(path)) && !inActivity(path))
    .sort()
    .map((path) => packageIssue(path, 'FILE_NOT_LISTED', { file: path }, `"${path}" is in the package but not in files: it is not imported`));
}
