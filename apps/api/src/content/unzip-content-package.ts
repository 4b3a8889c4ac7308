import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type PackageIssue, packageIssue } from './content-package-checks';

/** How much a zip may hold once unzipped: past these it is refused before anything is written. */
export interface UnzipLimits {
  entries: number;
  unzippedBytes: number;
}

export type Unzipping = { ok: true; folder: string } | { ok: false; issues: PackageIssue[] };

/** What an archiver adds beside the files (macOS's resource forks and folder settings): skipped. */
const archiverLitter = (name: string) => name.startsWith('__MACOSX/') || name === '.DS_Store' || name.endsWith('/.DS_Store');
/** A content package's manifest, or a SCORM package's (imported alone as a program of one course). */
const MANIFEST = /^(manifest\.(ya?ml|json)|imsmanifest\.xml)$/;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const openZip = (path: string) =>
  new Promise<ZipFile>((done, fail) => {
    // Names are checked here (validateFileName), so that every bad one is listed, not the first only.
    yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error ? fail(error) : done(zip),
    );
  });

/** Every entry of the central directory, read without unzipping anything. */
const listEntries = (zip: ZipFile, max: number) =>
  new Promise<Entry[]>((done, fail) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > max) done(entries);
      else zip.readEntry();
    });
    zip.on('end', () => done(entries));
    zip.on('error', fail);
    zip.readEntry();
  });

const nameOf = (entry: Entry) => yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);

/** Why an entry cannot be unzipped safely, or null: a path leaving the folder, a link, an encrypted or oddly compressed file. */
function entryProblem(entry: Entry, name: string): string | null {
  const invalid = yauzl.validateFileName(name);
  if (invalid !== null) return `the path leaves the package's folder (${invalid.split(':')[0]})`;
  if (/\p{Cc}/u.test(name) || name.split('/').includes('.')) return 'the path holds a control character or a "." segment';
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return 'a symbolic link: a package holds files and folders only';
  if (entry.isEncrypted()) return 'an encrypted file';
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
    return `compression method ${entry.compressionMethod} is not supported (stored or deflated only)`;
  return null;
}

/**
 * Checks a zip's central directory, then unzips it into `into`: its entry count and total
 * unzipped size are bounded (a zip bomb stops before a byte is written, and yauzl stops a file
 * that holds more than it declares), every path stays inside the folder (no `..`, no absolute
 * path, no backslash, no link). A zip of one folder (« Compress my-program ») gives that folder.
 * A SCORM package's zip is taken the same way, by its imsmanifest.xml.
 * Every problem is listed by its path in the zip; with problems, nothing is unzipped.
 */
export async function unzipContentPackage(zipPath: string, into: string, limits: UnzipLimits): Promise<Unzipping> {
  let zip: ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (error) {
    return { ok: false, issues: [unreadable(error)] };
  }
  try {
    if (zip.entryCount > limits.entries) {
      return {
        ok: false,
        issues: [
          packageIssue(
            'package',
            'ZIP_TOO_MANY_ENTRIES',
            { count: zip.entryCount, limit: limits.entries },
            `holds ${zip.entryCount} entries, more than ${limits.entries}`,
          ),
        ],
      };
    }
    const entries = (await listEntries(zip, limits.entries)).map((entry) => ({ entry, name: nameOf(entry) })).filter(({ name }) => !archiverLitter(name));
    const issues: PackageIssue[] = [];
    const seen = new Set<string>();
    let total = 0;
    for (const { entry, name } of entries) {
      const problem = entryProblem(entry, name);
      if (problem !== null) issues.push(packageIssue(name, 'ZIP_UNSAFE_ENTRY', { detail: problem }, problem));
      else if (seen.has(name)) issues.push(packageIssue(name, 'ZIP_DUPLICATE_ENTRY', {}, 'is in the zip twice'));
      seen.add(name);
      total += entry.uncompressedSize;
    }
    if (total > limits.unzippedBytes)
      issues.push(
        packageIssue('package', 'ZIP_TOO_LARGE', { size: total, limit: limits.unzippedBytes }, `unzips to ${total} bytes, more than ${limits.unzippedBytes}`),
      );
    if (issues.length > 0) return { ok: false, issues };

    const root = resolve(into);
    for (const { entry, name } of entries) {
      const target = resolve(root, name);
      // validateFileName already refused any way out; this keeps it so whatever the name.
      if (!target.startsWith(root + sep))
        return {
          ok: false,
          issues: [packageIssue(name, 'ZIP_UNSAFE_ENTRY', { detail: "the path leaves the package's folder" }, "the path leaves the package's folder")],
        };
      if (name.endsWith('/')) {
        await mkdir(target, { recursive: true });
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      try {
        await pipeline(await openEntry(zip, entry), boundedBy(entry.uncompressedSize), createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, issues: [packageIssue(name, 'ZIP_ENTRY_UNREADABLE', { detail }, `cannot be unzipped: ${detail}`)] };
      }
    }
    return {
      ok: true,
      folder: packageRoot(
        root,
        entries.map(({ name }) => name),
      ),
    };
  } catch (error) {
    return { ok: false, issues: [unreadable(error)] };
  } finally {
    zip.close();
  }
}

/** A file that starts as a zip does but whose directory cannot be read: for the admin, it is not a zip. */
function unreadable(error: unknown): PackageIssue {
  const detail = error instanceof Error ? error.message : String(error);
  return packageIssue('package', 'NOT_A_ZIP', { detail }, `is not a readable zip: ${detail}`);
}

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((done, fail) => {
    zip.openReadStream(entry, (error, stream) => (error ? fail(error) : done(stream)));
  });

/** Stops a stream that yields more than it declared (yauzl checks this too: a second lock on the door). */
function boundedBy(declared: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.byteLength;
      callback(seen > declared ? new Error(`holds more than the ${declared} bytes it declares`) : null, chunk);
    },
  });
}

/** The manifest's folder: the zip's root, or the one folder everything is in when the root has no manifest. */
function packageRoot(root: string, names: string[]): string {
  if (names.some((name) => MANIFEST.test(name))) return root;
  const tops = new Set(names.map((name) => name.split('/')[0]));
  const [top] = tops;
  return tops.size === 1 && top !== undefined && names.some((name) => MANIFEST.test(name.slice(top.length + 1)) && name.startsWith(`${top}/`))
    ? join(root, top)
    : root;
}
