import type { RosterExportQuery } from '@espace/contracts/trainer';
import { csvDelimiter, isoDayIn, spreadsheetDateTime, spreadsheetNumber } from '@espace/domain/display/spreadsheet';
import { courseColumnNames } from '@espace/domain/trainer/course-columns';
import { type RosterRow, wholePercent } from '@espace/domain/trainer/roster';
import { stringify } from 'csv-stringify/sync';
import { serverTexts } from '../i18n/server-texts';
import { openRoster, type RosterInput } from './roster-entries';

/** The columns, in order: a learner's figures, then the course's. */
const columns = [
  'learner',
  'email',
  'status',
  'late',
  'progress',
  'score',
  'timeSpent',
  'lastActivity',
  'program',
  'course',
  'lessonState',
  'courseProgress',
  'courseScore',
] as const;

/** What the screen shows where there is no figure: no lesson, or no points to earn. */
const NONE = '—';

/** Learners read and written at a time: the export's memory is one batch's, whatever the class's size. */
const BATCH = 500;

/**
 * The roster as CSV, one line per learner and course (a learner without lessons has one line),
 * in the order and with the filter of the screen, every page, its figures rounded as the screen
 * rounds them and "—" where it shows one. Written for a spreadsheet in the export's language
 * (spreadsheet.ts): `;` and a decimal comma in French, `,` and `.` in English, dates in the
 * screen's time zone, named in the header; its texts from the server catalogue
 * (`i18n/locales`, `rosterExport`). UTF-8 with a byte order mark so
 * spreadsheet programs read the accents; a value that starts like a formula (=, +, -, @, tab,
 * carriage return) is written with a leading apostrophe so a spreadsheet shows it instead of
 * running it (csv-stringify's escape_formulas).
 *
 * The class is checked and its learners chosen and ordered before anything is written (a refusal
 * is an error answer, not a cut file); the lines then come BATCH learners at a time.
 */
export async function exportRoster(input: RosterInput & { query: RosterExportQuery }): Promise<{ filename: string; csv: AsyncIterable<string> }> {
  const { trainer, roster, query } = input;
  const opened = await openRoster(input);
  const { klass } = opened;
  const userIds = await roster.selectedLearnerIds(trainer.tenantId, klass.id, opened.selection(query));
  const { locale, timeZone } = query;
  const texts = serverTexts(locale);
  const percent = (fraction: number) => spreadsheetNumber(wholePercent(fraction), locale);
  const courses = new Map(klass.courses.map((course) => [course.programCourseId, course]));
  // Each line names the program beside the course; a course twice under one program name is told apart by its rank, as the screen does.
  const columnNames = courseColumnNames(klass.courses.map((course) => ({ ...course, id: course.programCourseId })));
  const courseName = (programCourseId: string) => {
    const course = courses.get(programCourseId);
    const rank = columnNames.get(programCourseId)?.rank ?? null;
    return course === undefined ? '' : rank === null ? course.title : texts.text('rosterExport.courseRanked', { title: course.title, rank });
  };
  const options = { delimiter: csvDelimiter(locale), escape_formulas: true, record_delimiter: 'windows' } as const;
  const recordsOf = (row: RosterRow): string[][] => {
    const learner = [
      row.displayName,
      row.email,
      texts.text(`rosterExport.status.${row.status}`),
      texts.text(row.late ? 'rosterExport.yes' : 'rosterExport.no'),
      percent(row.progress),
      row.score.max > 0 ? percent(row.score.ratio) : NONE,
      spreadsheetNumber(row.timeSpent / 60, locale, 1),
      row.lastActivityAt === null ? texts.text('rosterExport.never') : spreadsheetDateTime(row.lastActivityAt, locale, timeZone),
    ];
    if (row.lessons.length === 0) return [[...learner, NONE, NONE, NONE, NONE, NONE]];
    return row.lessons.map((lesson) => [
      ...learner,
      courses.get(lesson.programCourseId)?.programName ?? '',
      courseName(lesson.programCourseId),
      texts.text(`rosterExport.lessonState.${lesson.state}`),
      percent(lesson.progression),
      lesson.score.max > 0 ? percent(lesson.score.actual / lesson.score.max) : NONE,
    ]);
  };
  async function* csv(): AsyncGenerator<string> {
    yield stringify([columns.map((column) => texts.text(`rosterExport.headers.${column}`, { timeZone }))], { ...options, bom: true });
    for (let start = 0; start < userIds.length; start += BATCH) {
      const rows = await opened.rowsOf(userIds.slice(start, start + BATCH));
      yield stringify(rows.flatMap(recordsOf), options);
    }
  }
  const date = isoDayIn(input.now, timeZone);
  return { filename: `${klass.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'classe'}-${date}.csv`, csv: csv() };
}
