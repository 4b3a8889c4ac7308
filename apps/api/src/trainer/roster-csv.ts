import type { RosterExportQuery } from '@espace/contracts/trainer';
import { isoDayIn, spreadsheetFormat } from '@espace/domain/display/spreadsheet';
import { courseColumnNames } from '@espace/domain/trainer/course-columns';
import { type RosterRow, wholePercent } from '@espace/domain/trainer/roster';
import { stringify } from 'csv-stringify/sync';
import { type ServerTexts, serverTexts } from '../i18n/server-texts';
import { type OpenRoster, openRoster, type RosterInput } from './roster-entries';
import type { FollowedClass } from './trainer-repository';

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

/** Learners read and written at a time: the export's memory is two batches', whatever the class's size. */
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
 * is an error answer, not a cut file); the lines then come `batchSize` learners at a time, the
 * next batch read while one is written.
 */
export async function exportRoster(
  input: RosterInput & { query: RosterExportQuery; batchSize?: number },
): Promise<{ filename: string; csv: AsyncIterable<string> }> {
  const { trainer, roster, query } = input;
  const opened = await openRoster(input);
  const userIds = await roster.selectedLearnerIds(trainer.tenantId, opened.klass.id, opened.selection(query));
  const date = isoDayIn(input.now, query.timeZone);
  const name = opened.klass.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'classe';
  return { filename: `${name}-${date}.csv`, csv: rosterCsvLines({ opened, userIds, query, batchSize: input.batchSize }) };
}

/**
 * Each course of the class as an export names it, by its program course: the program beside the
 * course, and a course twice under one program name told apart by its rank, as the screen does.
 */
export function exportedCourseNames(klass: Pick<FollowedClass, 'courses'>, texts: ServerTexts): Map<string, { programName: string; name: string }> {
  const columnNames = courseColumnNames(klass.courses.map((course) => ({ ...course, id: course.programCourseId })));
  return new Map(
    klass.courses.map((course) => {
      const rank = columnNames.get(course.programCourseId)?.rank ?? null;
      const name = rank === null ? course.title : texts.text('rosterExport.courseRanked', { title: course.title, rank });
      return [course.programCourseId, { programName: course.programName, name }];
    }),
  );
}

/** The roster CSV's lines for these learners of an opened roster, in their order (the evidence pack's learners' table too). */
export async function* rosterCsvLines({
  opened,
  userIds,
  query,
  batchSize = BATCH,
}: {
  opened: OpenRoster;
  userIds: readonly string[];
  query: Pick<RosterExportQuery, 'locale' | 'timeZone'>;
  batchSize?: number | undefined;
}): AsyncGenerator<string> {
  const { klass } = opened;
  const { locale, timeZone } = query;
  const texts = serverTexts(locale);
  // The few fixed texts of the lines (statuses, states, yes and no), each looked up once: an i18next
  // lookup takes ~20 µs: two seconds over 100,000 lines.
  const fixedTexts = new Map<Parameters<typeof texts.text>[0], string>();
  const fixedText = (key: Parameters<typeof texts.text>[0]) => {
    let text = fixedTexts.get(key);
    if (text === undefined) fixedTexts.set(key, (text = texts.text(key)));
    return text;
  };
  const format = spreadsheetFormat(locale, timeZone);
  const percent = (fraction: number) => format.number(wholePercent(fraction));
  const courses = exportedCourseNames(klass, texts);
  const options = { delimiter: format.delimiter, escape_formulas: true, record_delimiter: 'windows' } as const;
  const recordsOf = (row: RosterRow): string[][] => {
    const learner = [
      row.displayName,
      row.email,
      fixedText(`rosterExport.status.${row.status}`),
      fixedText(row.late ? 'rosterExport.yes' : 'rosterExport.no'),
      percent(row.progress),
      row.score.max > 0 ? percent(row.score.ratio) : NONE,
      format.number(row.timeSpent / 60, 1),
      row.lastActivityAt === null ? fixedText('rosterExport.never') : format.dateTime(row.lastActivityAt),
    ];
    if (row.lessons.length === 0) return [[...learner, NONE, NONE, NONE, NONE, NONE]];
    return row.lessons.map((lesson) => {
      const course = courses.get(lesson.programCourseId);
      return [
        ...learner,
        course?.programName ?? '',
        course?.name ?? '',
        fixedText(`rosterExport.lessonState.${lesson.state}`),
        percent(lesson.progression),
        lesson.score.max > 0 ? percent(lesson.score.actual / lesson.score.max) : NONE,
      ];
    });
  };
  yield stringify([columns.map((column) => texts.text(`rosterExport.headers.${column}`, { timeZone }))], { ...options, bom: true });
  // The next batch is read while this one is written: the database's time and the lines' overlap.
  const batchFrom = (start: number) => {
    if (start >= userIds.length) return undefined;
    const rows = opened.rowsOf(userIds.slice(start, start + batchSize));
    // A download cancelled mid-way leaves the batch read ahead unawaited: its failure is not the process's.
    rows.catch(() => undefined);
    return rows;
  };
  let next = batchFrom(0);
  for (let start = 0; next !== undefined; start += batchSize) {
    const rows = await next;
    next = batchFrom(start + batchSize);
    yield stringify(rows.flatMap(recordsOf), options);
  }
}
