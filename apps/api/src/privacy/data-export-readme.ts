import type { Locale } from '@espace/contracts/context';
import { serverTexts } from '../i18n/server-texts';

/**
 * The files of the archive of a user's data, in the order the archive and its README give them;
 * each one's README line is `dataExport.readme.files.<key>` of the server's catalogue.
 */
export const dataExportFiles = {
  profile: 'profile.json',
  classes: 'classes.json',
  lessons: 'lessons.json',
  logbook: 'logbook.json',
  attachments: 'attachments/',
  messages: 'messages.json',
  reviews: 'reviews.json',
  certificates: 'certificates.json',
  xapiStatements: 'xapi-statements.json',
  sessions: 'sessions.json',
  notifications: 'notifications.json',
  calendarFeed: 'calendar-feed.json',
  scormAttempts: 'scorm-attempts.json',
} as const;
type DataExportFile = keyof typeof dataExportFiles;

/** The day of a date as ISO 8601 writes it (UTC): `2026-11-29`. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The archive's file name in the README's language: `mes-donnees-2026-11-29.zip`. */
export const dataExportFileName = (locale: Locale, now: Date) => `${serverTexts(locale).text('dataExport.fileName', { date: isoDay(now) })}.zip`;

/** The archive's README.md: what it holds and what each file means, in the language asked for. */
export function dataExportReadme({ locale, tenantName, subjectName, now }: { locale: Locale; tenantName: string; subjectName: string; now: Date }): string {
  const texts = serverTexts(locale);
  const date = texts.date(now, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const files = (Object.entries(dataExportFiles) as [DataExportFile, string][]).map(([key, file]) =>
    texts.text('dataExport.readme.fileLine', { file, text: texts.text(`dataExport.readme.files.${key}`) }),
  );
  return [
    `# ${texts.text('dataExport.readme.title', { tenant: tenantName })}`,
    '',
    ...texts.list('dataExport.readme.intro', { tenant: tenantName, name: subjectName, date: `${date} UTC` }).flatMap((paragraph) => [paragraph, '']),
    `## ${texts.text('dataExport.readme.filesTitle')}`,
    '',
    ...files,
    '',
  ].join('\n');
}
