import type { RosterExportQuery } from '@espace/contracts/trainer';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import { csvDelimiter, isoDayIn, spreadsheetDateTime, spreadsheetNumber } from '@espace/domain/display/spreadsheet';
import { type LearnerStatus, selectRoster, wholePercent } from '@espace/domain/trainer/roster';
import { stringify } from 'csv-stringify/sync';
import { loadRoster, type RosterInput } from './get-roster';

type CsvLocale = RosterExportQuery['locale'];

/** A text of the export in each of its languages. */
type Translated = Record<CsvLocale, string>;

const headers = (timeZone: string): Translated[] => [
  { fr: 'Apprenant', en: 'Learner' },
  { fr: 'E-mail', en: 'Email' },
  { fr: 'Statut', en: 'Status' },
  { fr: 'En retard', en: 'Late' },
  { fr: 'Progression globale (%)', en: 'Overall progress (%)' },
  { fr: 'Score global (%)', en: 'Overall score (%)' },
  { fr: 'Temps passé (min)', en: 'Time spent (min)' },
  { fr: `Dernière activité (${timeZone})`, en: `Last activity (${timeZone})` },
  { fr: 'Programme', en: 'Program' },
  { fr: 'Module', en: 'Course' },
  { fr: 'État de la leçon', en: 'Lesson state' },
  { fr: 'Progression du module (%)', en: 'Course progress (%)' },
  { fr: 'Score du module (%)', en: 'Course score (%)' },
];

const statuses: Record<LearnerStatus, Translated> = {
  notStarted: { fr: 'Pas commencé', en: 'Not started' },
  inProgress: { fr: 'En cours', en: 'In progress' },
  finished: { fr: 'Terminé', en: 'Finished' },
};

const states: Record<LessonState, Translated> = {
  LOCKED: { fr: 'Verrouillée', en: 'Locked' },
  AVAILABLE: { fr: 'Disponible', en: 'Available' },
  HIDDEN: { fr: 'Masquée', en: 'Hidden' },
  DONE: { fr: 'Terminée', en: 'Done' },
  SKIPPED: { fr: 'Temps écoulé', en: 'Time up' },
  EXPIRED: { fr: 'Expirée', en: 'Expired' },
};

const yes: Translated = { fr: 'oui', en: 'yes' };
const no: Translated = { fr: 'non', en: 'no' };
const never: Translated = { fr: 'Jamais', en: 'Never' };
/** What the screen shows where there is no figure: no lesson, or no points to earn. */
const NONE = '—';

/**
 * The roster as CSV, one line per learner and course (a learner without lessons has one line),
 * in the order and with the filter of the screen, every page, its figures rounded as the screen
 * rounds them and "—" where it shows one. Written for a spreadsheet in the export's language
 * (spreadsheet.ts): `;` and a decimal comma in French, `,` and `.` in English, dates in the
 * screen's time zone, named in the header. UTF-8 with a byte order mark so
 * spreadsheet programs read the accents; a value that starts like a formula (=, +, -, @, tab,
 * carriage return) is written with a leading apostrophe so a spreadsheet shows it instead of
 * running it (csv-stringify's escape_formulas).
 */
export async function exportRoster(input: RosterInput & { query: RosterExportQuery }): Promise<{ filename: string; csv: string }> {
  const { klass, rows } = await loadRoster(input);
  const { query } = input;
  const { locale, timeZone } = query;
  const percent = (fraction: number) => spreadsheetNumber(wholePercent(fraction), locale);
  const courses = new Map(klass.courses.map((course) => [course.programCourseId, course]));
  const records: string[][] = [];
  for (const row of selectRoster(rows, { sort: query.sort, descending: query.order === 'desc', view: query.view, search: query.search })) {
    const learner = [
      row.displayName,
      row.email,
      statuses[row.status][locale],
      (row.late ? yes : no)[locale],
      percent(row.progress),
      row.score.max > 0 ? percent(row.score.ratio) : NONE,
      spreadsheetNumber(row.timeSpent / 60, locale, 1),
      row.lastActivityAt === null ? never[locale] : spreadsheetDateTime(row.lastActivityAt, locale, timeZone),
    ];
    if (row.lessons.length === 0) records.push([...learner, NONE, NONE, NONE, NONE, NONE]);
    for (const lesson of row.lessons) {
      const course = courses.get(lesson.programCourseId);
      const score = lesson.score.max > 0 ? percent(lesson.score.actual / lesson.score.max) : NONE;
      records.push([...learner, course?.programName ?? '', course?.title ?? '', states[lesson.state][locale], percent(lesson.progression), score]);
    }
  }
  const csv = stringify([headers(timeZone).map((header) => header[locale]), ...records], { bom: true, delimiter: csvDelimiter(locale), escape_formulas: true, record_delimiter: 'windows' });
  const date = isoDayIn(input.now, timeZone);
  return { filename: `${klass.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'classe'}-${date}.csv`, csv };
}
