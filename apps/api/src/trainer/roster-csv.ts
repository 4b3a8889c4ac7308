import type { RosterExportQuery, RosterQuery } from '@espace/contracts/trainer';
import type { LessonState } from '@espace/domain/lessons/lesson-state';
import { type LearnerStatus, selectRoster } from '@espace/domain/trainer/roster';
import { stringify } from 'csv-stringify/sync';
import { loadRoster, type RosterInput } from './get-roster';

type CsvLocale = RosterExportQuery['locale'];

const texts: Record<CsvLocale, { headers: string[]; status: Record<LearnerStatus, string>; state: Record<LessonState, string>; yes: string; no: string }> = {
  fr: {
    headers: ['Apprenant', 'E-mail', 'Statut', 'En retard', 'Progression globale (%)', 'Score global (%)', 'Temps passé (min)', 'Dernière activité', 'Programme', 'Module', 'État de la leçon', 'Progression du module (%)', 'Score du module (%)'],
    status: { notStarted: 'Pas commencé', inProgress: 'En cours', finished: 'Terminé' },
    state: { LOCKED: 'Verrouillée', AVAILABLE: 'Disponible', HIDDEN: 'Masquée', DONE: 'Terminée', SKIPPED: 'Temps écoulé', EXPIRED: 'Expirée' },
    yes: 'oui',
    no: 'non',
  },
  en: {
    headers: ['Learner', 'Email', 'Status', 'Late', 'Overall progress (%)', 'Overall score (%)', 'Time spent (min)', 'Last activity', 'Program', 'Course', 'Lesson state', 'Course progress (%)', 'Course score (%)'],
    status: { notStarted: 'Not started', inProgress: 'In progress', finished: 'Finished' },
    state: { LOCKED: 'Locked', AVAILABLE: 'Available', HIDDEN: 'Hidden', DONE: 'Done', SKIPPED: 'Time up', EXPIRED: 'Expired' },
    yes: 'yes',
    no: 'no',
  },
};

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
  const t = texts[query.locale];
  const courses = new Map(klass.courses.map((course) => [course.programCourseId, course]));
  const records: (string | number)[][] = [];
  for (const row of selectRoster(rows, { sort: query.sort, descending: query.order === 'desc', view: query.view, search: query.search })) {
    const learner = [row.displayName, row.email, t.status[row.status], row.late ? t.yes : t.no, percent(row.progress), percent(row.score.ratio), Math.round(row.timeSpent / 60), row.lastActivityAt?.toISOString() ?? ''];
    if (row.lessons.length === 0) records.push([...learner, '', '', '', '', '']);
    for (const lesson of row.lessons) {
      const course = courses.get(lesson.programCourseId);
      const score = lesson.score.max > 0 ? percent(lesson.score.actual / lesson.score.max) : '';
      records.push([...learner, course?.programName ?? '', course?.title ?? '', t.state[lesson.state], percent(lesson.progression), score]);
    }
  }
  const csv = stringify([t.headers, ...records], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
  const date = input.now.toISOString().slice(0, 10);
  return { filename: `${klass.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'classe'}-${date}.csv`, csv };
}
