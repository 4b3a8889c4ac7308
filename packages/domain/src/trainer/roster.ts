import type { LessonState } from '../lessons/lesson-state';
import { type LearnerContent, openToLearner } from '../lessons/open-to-learner';
import { isLessonEnded, type PageProgress, scoreRatio } from '../lessons/progress';
import { progressRateFraction } from '../dashboard/lesson-progression';
import { type LearnerStatus, type RosterSort, type RosterView, rosterViews } from './roster-vocabulary';

export { type RosterView } from './roster-vocabulary';

/** How long without activity, in an open class, makes a learner late (docs/trainers.md). */
const LATE_AFTER_DAYS = 7;
export const ROSTER_PAGE_SIZE = 50;

/** A fraction as the trainer's screens and exports show it: a whole percentage, rounded. */
export const wholePercent = (fraction: number) => Math.round(fraction * 100);
const DAY_MS = 86_400_000;

/** One lesson of a learner, as the roster reads it. */
export interface RosterLesson {
  programCourseId: string;
  lessonId: string;
  state: LessonState;
  progress: PageProgress | null;
  /** The lesson progression (docs/product/scoring-and-badges.md#lesson-progression), 0 to 1. */
  progression: number;
  score: { actual: number; max: number };
  timeSpent: number;
  startedAt: Date | null;
}

export interface RosterLearnerInput {
  userId: string;
  displayName: string;
  /** Last name, then first name: the order of the learner column (display-name.ts, nameSortKey). */
  sortName: readonly [string, string];
  email: string;
  enrolledAt: Date;
  lastActivityAt: Date | null;
  lessons: readonly RosterLesson[];
}

export interface RosterRow extends RosterLearnerInput {
  status: LearnerStatus;
  /** No activity for LATE_AFTER_DAYS while the class is open, and not finished. */
  late: boolean;
  /** Mean progression over the lessons that count (not HIDDEN), 0 to 1. */
  progress: number;
  score: { actual: number; max: number; ratio: number };
  timeSpent: number;
}

const counts = (lesson: RosterLesson) => lesson.state !== 'HIDDEN';

/** A learner's line of the roster: their figures over the lessons that count, their status and whether they are late. */
export function rosterRow(learner: RosterLearnerInput, classOpen: boolean, now: Date): RosterRow {
  const counted = learner.lessons.filter(counts);
  const finished = counted.length > 0 && counted.every((lesson) => lesson.state === 'DONE' || isLessonEnded(lesson));
  const started = counted.some((lesson) => lesson.startedAt !== null || lesson.progress !== null);
  const status: LearnerStatus = finished ? 'finished' : started ? 'inProgress' : 'notStarted';
  const since = learner.lastActivityAt ?? learner.enrolledAt;
  const late = classOpen && !finished && now.getTime() - since.getTime() > LATE_AFTER_DAYS * DAY_MS;
  const actual = counted.reduce((sum, lesson) => sum + lesson.score.actual, 0);
  const max = counted.reduce((sum, lesson) => sum + lesson.score.max, 0);
  return {
    ...learner,
    status,
    late,
    progress: progressRateFraction(counted.map((lesson) => lesson.progression)),
    score: { actual, max, ratio: scoreRatio({ actual, max }) },
    timeSpent: learner.lessons.reduce((sum, lesson) => sum + lesson.timeSpent, 0),
  };
}

export interface RosterSelection {
  sort: RosterSort;
  descending: boolean;
  view: RosterView;
  /** Part of the name or email, any case and accents. */
  search: string;
  /** 1-based. */
  page: number;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');
const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byLearner = (a: RosterRow, b: RosterRow) => byName.compare(a.sortName[0], b.sortName[0]) || byName.compare(a.sortName[1], b.sortName[1]);
const keyOf: Record<Exclude<RosterSort, 'name'>, (row: RosterRow) => number> = {
  progress: (row) => row.progress,
  score: (row) => row.score.ratio,
  timeSpent: (row) => row.timeSpent,
  lastActivity: (row) => row.lastActivityAt?.getTime() ?? -Infinity,
};

const inView = (row: RosterRow, view: RosterView) => (view === 'all' ? true : view === 'late' ? row.late : row.status === view);

/** The rows a view shows, filtered by name and sorted (by last then first name, which also breaks ties), every page of them. */
export function selectRoster(rows: readonly RosterRow[], { sort, descending, view, search }: Omit<RosterSelection, 'page'>): RosterRow[] {
  const needle = fold(search.trim());
  const direction = descending ? -1 : 1;
  return rows
    .filter((row) => inView(row, view) && (needle === '' || fold(row.displayName).includes(needle) || fold(row.email).includes(needle)))
    .sort((a, b) => {
      const primary = sort === 'name' ? byLearner(a, b) : keyOf[sort](a) - keyOf[sort](b);
      return primary * direction || byLearner(a, b) || a.userId.localeCompare(b.userId);
    });
}

/** One page of the selection, with the total and how many learners each view holds (for its tab). */
export function rosterPage(rows: readonly RosterRow[], selection: RosterSelection) {
  const selected = selectRoster(rows, selection);
  const pageCount = Math.max(1, Math.ceil(selected.length / ROSTER_PAGE_SIZE));
  const page = Math.min(Math.max(1, selection.page), pageCount);
  const viewCounts = Object.fromEntries(rosterViews.map((view) => [view, rows.filter((row) => inView(row, view)).length])) as Record<RosterView, number>;
  return { items: selected.slice((page - 1) * ROSTER_PAGE_SIZE, page * ROSTER_PAGE_SIZE), total: selected.length, page, pageCount, viewCounts };
}

/** What a roster cell says of a learner's lesson (docs/trainers.md#screens). */
export type RosterCell = { kind: 'closed' } | { kind: 'upcoming'; opensAt: string } | { kind: 'lesson'; state: LessonState };

/**
 * The content's closing, or its window not open yet for a lesson not over, comes first (the rule
 * the lesson engine applies, openToLearner); else the lesson's own state.
 */
export function rosterCell(content: LearnerContent, state: LessonState, now: Date): RosterCell {
  const opening = openToLearner(content, now);
  if (opening.kind === 'closed') return opening;
  const over = state === 'DONE' || state === 'SKIPPED' || state === 'EXPIRED';
  if (opening.kind === 'upcoming' && !over) return opening;
  return { kind: 'lesson', state };
}
