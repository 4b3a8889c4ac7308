import type { Readable } from 'node:stream';
import type { Locale } from '@espace/contracts/context';
import { displayName } from '@espace/domain/display-name';
import type { Tenant } from '../contexts/context-repository';
import { AppError, NotFoundError } from '../http/app-error';
import type { LessonHistory } from '../lessons/lessons-repository';
import { calendarFeedFile, logbookEntries, messagesFile, notificationsFile, profileFile, reviewsFile, sessionsFile } from './data-export-account';
import { exportSubject, type ExportRequest } from './data-export-access';
import { type ArchiveEntry, zipArchive } from '../http/zip-archive';
import { certificatesFile, classesFile, lessonsFile, scormAttemptsFile, statementsFile } from './data-export-learning';
import { dataExportFileName, dataExportFiles, dataExportReadme } from './data-export-readme';
import type { DataExportSources, ExportScope } from './data-export-sources';

export interface DataExportInput extends Omit<ExportRequest, 'tenantId'> {
  tenant: Tenant;
  /** The README's language as asked for (unsigned): one of the tenant's, else its first one. */
  lang: string | undefined;
  origin: string;
  sources: DataExportSources;
  now: Date;
}

/** The files of the archive, in the README's order, each read only when the archive gets to it. */
async function* archiveEntries(scope: ExportScope, readme: string): AsyncGenerator<ArchiveEntry> {
  yield { name: 'README.md', content: readme };
  yield { name: dataExportFiles.profile, content: await profileFile(scope) };
  yield { name: dataExportFiles.classes, content: await classesFile(scope) };
  yield { name: dataExportFiles.lessons, content: lessonsFile(scope) };
  yield* logbookEntries(scope);
  yield { name: dataExportFiles.messages, content: await messagesFile(scope) };
  yield { name: dataExportFiles.reviews, content: await reviewsFile(scope) };
  yield { name: dataExportFiles.certificates, content: await certificatesFile(scope) };
  yield { name: dataExportFiles.xapiStatements, content: statementsFile(scope) };
  yield { name: dataExportFiles.sessions, content: await sessionsFile(scope) };
  yield { name: dataExportFiles.notifications, content: notificationsFile(scope) };
  yield { name: dataExportFiles.calendarFeed, content: await calendarFeedFile(scope) };
  yield { name: dataExportFiles.scormAttempts, content: await scormAttemptsFile(scope) };
}

const readmeLocale = (tenant: Tenant, lang: string | undefined): Locale =>
  tenant.settings.locales.find((locale) => locale === lang) ?? tenant.settings.locales[0] ?? 'fr';

/**
 * The archive of a user's data (docs/privacy.md#the-archive-of-a-users-data), for the holder of a
 * signed link: who may take it is decided again now, and a requester who may no longer read the
 * account (theirs deactivated, no longer its admin), or an account gone, is 404. The archive is
 * written as it is sent.
 */
export async function dataExport(input: DataExportInput): Promise<{ fileName: string; archive: Readable }> {
  const { tenant, sources, now } = input;
  const subject = await exportSubject({ tenantId: tenant.id, requesterId: input.requesterId, subjectId: input.subjectId }, sources).catch((error: unknown) => {
    throw error instanceof AppError ? new NotFoundError() : error;
  });
  let lessons: Promise<LessonHistory[]> | undefined;
  const scope: ExportScope = {
    tenantId: tenant.id,
    subject,
    origin: input.origin,
    sources,
    lessons: () => (lessons ??= sources.lessons.listHistory(tenant.id, subject.id)),
  };
  const locale = readmeLocale(tenant, input.lang);
  const readme = dataExportReadme({ locale, tenantName: tenant.name, subjectName: displayName(subject), now });
  return { fileName: dataExportFileName(locale, now), archive: zipArchive(archiveEntries(scope, readme), now) };
}
