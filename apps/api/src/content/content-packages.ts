import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ContentImportPreview, ContentImportSummary } from '@espace/contracts/admin-content';
import { contentPackageLimits } from '@espace/domain/content/content-package-limits';
import type { Database, Queryable } from '../db/database';
import { hideFolders, type PackageIssue, packageIssue } from './content-package-checks';
import { ContentPackageError, type ImportSummary, importContentPackage, previewContentPackage } from './import-content-package';
import type { PackageUploads } from './store-package-media';
import { unzipContentPackage } from './unzip-content-package';
import { AppError } from '../http/app-error';
import type { TenantAdmin } from '../admin/admin-access';
import type { AuditLogRepository } from '../admin/audit-log-repository';

/** A zip's first bytes: a local file header (PK\x03\x04). */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export interface ImportUploadedPackageInput {
  admin: TenantAdmin;
  database: Database;
  uploads: PackageUploads;
  audit: AuditLogRepository;
  /** The .zip's bytes as they arrive; never gathered whole. */
  upload: AsyncIterable<Uint8Array>;
  limits?: { zipBytes: number; unzippedBytes: number; entries: number };
  /** Check and tell what importing would do (previewContentPackage), writing nothing. */
  preview?: boolean;
  /** The version the admin's preview showed: the import is refused (STALE_VERSION) when another was published since. */
  expectedVersion?: number | undefined;
}

/**
 * An uploaded content package (docs/administration.md#content): streamed to a temporary file (size
 * limit, zip signature), unzipped safely beside it, then checked and imported by the CLI's own
 * importer (media streamed from the disk, the content rows and the audit entry in one short
 * transaction). Any problem → INVALID_CONTENT_PACKAGE with every problem by path, and nothing
 * written. The temporary folder is removed whatever happens.
 */
export async function importUploadedPackage(input: ImportUploadedPackageInput & { preview?: false }): Promise<ContentImportSummary>;
export async function importUploadedPackage(input: ImportUploadedPackageInput & { preview: true }): Promise<ContentImportPreview>;
export async function importUploadedPackage({
  admin,
  database,
  uploads,
  audit,
  upload,
  limits = contentPackageLimits,
  preview = false,
  expectedVersion,
}: ImportUploadedPackageInput): Promise<ContentImportSummary | ContentImportPreview> {
  const workdir = await mkdtemp(join(tmpdir(), 'espace-package-'));
  try {
    const zipPath = join(workdir, 'package.zip');
    await pipeline(upload, checkedZipBytes(limits.zipBytes), createWriteStream(zipPath));
    const unzipped = await unzipContentPackage(zipPath, join(workdir, 'package'), { entries: limits.entries, unzippedBytes: limits.unzippedBytes });
    // The server's own folders are nobody's business: a message names the package instead.
    const hide = (text: string) => text.replaceAll(unzipped.ok ? unzipped.folder : workdir, 'the package').replaceAll(workdir, 'the package');
    const refused = (issues: PackageIssue[]) =>
      new AppError(
        'INVALID_CONTENT_PACKAGE',
        issues.map((issue) => hideFolders(issue, hide)),
      );
    if (!unzipped.ok) throw refused(unzipped.issues);
    const recordAudit = async (tx: Queryable, { programId, programName, warnings: _warnings, changes: _changes, ...counts }: ImportSummary) =>
      audit.record(
        admin.tenantId,
        {
          actor: { id: admin.userId, name: admin.name },
          action: 'content.imported',
          target: { id: programId, label: programName },
          before: null,
          after: counts,
        },
        tx,
      );
    const publisher = { id: admin.userId, name: admin.name };
    const work = preview
      ? previewContentPackage({ database, tenantId: admin.tenantId, folder: unzipped.folder })
      : importContentPackage({ database, uploads, tenantId: admin.tenantId, folder: unzipped.folder, publisher, alongside: recordAudit, expectedVersion });
    return await work.catch((error: unknown) => {
      if (error instanceof ContentPackageError) throw refused(error.issues);
      throw error;
    });
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}

/** Passes the bytes on while they stay under the limit (FILE_TOO_LARGE) and start as a zip does (TYPE_ERROR). */
function checkedZipBytes(maxBytes: number): Transform {
  let size = 0;
  let head = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.byteLength;
      if (size > maxBytes) return callback(new AppError('FILE_TOO_LARGE', [{ path: 'file', message: `larger than ${maxBytes} bytes` }]));
      if (head.byteLength < ZIP_MAGIC.length) {
        head = Buffer.concat([head, chunk]);
        if (head.byteLength >= ZIP_MAGIC.length && !ZIP_MAGIC.every((byte, index) => head[index] === byte)) return callback(notAZip());
      }
      return callback(null, chunk);
    },
    flush(callback) {
      callback(head.byteLength < ZIP_MAGIC.length ? notAZip() : null);
    },
  });
}

/** A file that is not a zip is a package problem of its own (NOT_A_ZIP), listed as the others are. */
const notAZip = () => new AppError('INVALID_CONTENT_PACKAGE', [packageIssue('file', 'NOT_A_ZIP', {}, 'not a .zip (its bytes do not start as a zip does)')]);
