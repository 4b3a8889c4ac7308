import type { LessonState } from '../lessons/lesson-state';
import { type LearnerContent, openToLearner } from '../lessons/open-to-learner';
import { type PageProgress, scoreRatio } from '../lessons/progress';
import { progressRateFraction } from '../dashboard/lesson-progression';
import { daysInactive, finishedEverything, lessonCounts, startedAny } from './learner-activity';
import type { LearnerStatus } from './roster-vocabulary';

export const ROSTER_PAGE_SIZE = 50;

/** A fraction as the trainer's screens and exports show it: a whole percentage, rounded. */
export const wholePercent = (fraction: number) => Math.round(fraction * 100);

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
  /** No activity for 7 days while the class is open, and not finished (learner-activity.ts, daysInactive). */
  late: boolean;
  /** Mean progression over the lessons that count (not HIDDEN), 0 to 1. */
  progress: number;
  score: { actual: number; max: number; ratio: number };
  timeSpent: number;
}

/** A learner's line of the roster: their figures over the lessons that count, their status and whether they are late. */
export function rosterRow(learner: RosterLearnerInput, classOpen: boolean, now: Date): RosterRow {
  const counted = learner.lessons.filter(lessonCounts);
  const finished = finishedEverything(counted);
  const started = startedAny(counted);
  const status: LearnerStatus = finished ? 'finished' : started ? 'inProgress' : 'notStarted';
  const late = daysInactive(learner, finished, classOpen, now) !== null;
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

/** Text as the roster's search compares it: any case and accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');

/** A run of digits padded to this width orders by its value when compared character by character. */
const NUMBER_WIDTH = 20;

/**
 * A name as the roster orders it, as a text compared code point by code point (PostgreSQL's
 * `COLLATE "C"`): any case and accents, and the numbers in it by their value (« Apprenant 2 » before
 * « Apprenant 10 »).
 */
export const nameOrderKey = (name: string) =>
  fold(name).replace(/\d+/g, (digits) => {
    const value = digits.replace(/^0+(?=\d)/, '');
    return value.length >= NUMBER_WIDTH ? value : value.padStart(NUMBER_WIDTH, '0');
  });

/**
 * What the roster orders and searches a learner by, kept with their figures: their last name then
 * first name (nameSortKey) as order keys, their displayed name and address folded for the search,
 * which finds a learner whose either one holds the folded text typed (rosterSearchText).
 */
export function rosterOrderOf(row: Pick<RosterRow, 'sortName' | 'displayName' | 'email'>) {
  return {
    lastNameKey: nameOrderKey(row.sortName[0]),
    firstNameKey: nameOrderKey(row.sortName[1]),
    searchName: fold(row.displayName),
    searchEmail: fold(row.email),
  };
}

/** The text a search looks for in rosterOrderOf's searchName and searchEmail: '' finds everyone. */
export const rosterSearchText = (search: string) => fold(search.trim());

const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
/** Names as the trainer's lists order them, any case and accents, part by part: a learner's sort key (last name, then first name), a class's name. */
export function compareNames(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const order = byName.compare(a[index] ?? '', b[index] ?? '');
    if (order !== 0) return order;
  }
  return 0;
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
