import type { RosterExportQuery, RosterQuery } from '@espace/contracts/trainer';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import { type LearnerStatus, selectRoster } from '@espace/domain/trainer/roster';
import { stringify } from 'csv-stringify/sync';
import { loadRoster, type RosterInput } from './get-roster';

type CsvLocale = RosterExportQuery['locale'];

/** A text of the export in each of its languages. */
type Translated = Record<CsvLocale, string>;

const headers: Translated[] = [
  { fr: 'Apprenant', en: 'Learner' },
  { fr: 'E-mail', en: 'Email' },
  { fr: 'Statut', en: 'Status' },
  { fr: 'En retard', en: 'Late' },
  { fr: 'Progression globale (%)', en: 'Overall progress (%)' },
  { fr: 'Score global (%)', en: 'Overall score (%)' },
  { fr: 'Temps passé (min)', en: 'Time spent (min)' },
  { fr: 'Dernière activité', en: 'Last activity' },
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

const percent = (fraction: number) => Math.floor(100 * fraction);

/**
 * The roster as CSV, one line per learner and course (a learner without lessons has one line),
 * in the order and with the filter of the screen, every page. UTF-8 with a byte order mark so
 * spreadsheet programs read the accents; a value that starts like a formula (=, +, -, @, tab,
 * carriage return) is written with a leading apostrophe so a spreadsheet shows it instead of
 * running it (csv-stringify's escape_formulas).
 */
export async function exportRoster(input: RosterInput & { query: Omit<RosterQuery, 'page'> & { locale: CsvLocale } }): Promise<{ filename: string; csv: string }> {
  const { klass, rows } = await loadRoster(input);
  const { query } = input;
  const { locale } = query;
  const courses = new Map(klass.courses.map((course) => [course.programCourseId, course]));
  const records: (string | number)[][] = [];
  for (const row of selectRoster(rows, { sort: query.sort, descending: query.order === 'desc', view: query.view, search: query.search })) {
    const learner = [row.displayName, row.email, statuses[row.status][locale], (row.late ? yes : no)[locale], percent(row.progress), percent(row.score.ratio), Math.round(row.timeSpent / 60), row.lastActivityAt?.toISOString() ?? ''];
    if (row.lessons.length === 0) records.push([...learner, '', '', '', '', '']);
    for (const lesson of row.lessons) {
      const course = courses.get(lesson.programCourseId);
      const score = lesson.score.max > 0 ? percent(lesson.score.actual / lesson.score.max) : '';
      records.push([...learner, course?.programName ?? '', course?.title ?? '', states[lesson.state][locale], percent(lesson.progression), score]);
    }
  }
  const csv = stringify([headers.map((header) => header[locale]), ...records], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
  const date = input.now.toISOString().slice(0, 10);
  return { filename: `${klass.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'classe'}-${date}.csv`, csv };
}
