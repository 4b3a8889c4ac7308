import { type CourseDue, dueState } from '../lessons/due-dates';
import { DUE_NOTICE_DAYS_BEFORE } from '../lessons/due-notices';
import { type LearnerContent, openToLearner } from '../lessons/open-to-learner';
import { isLessonEnded, scorePercent, scoreRatio } from '../lessons/progress';
import { daysInactive, finishedEverything, lessonCounts, type LessonEndFacts, startedAny, wholeDaysSince } from './learner-activity';
import { compareNames } from './roster';

/**
 * « À suivre aujourd'hui » (docs/trainers.md#needs-attention-today): the learners of a trainer's
 * open classes who need them today, and why.
 */

/**
 * Why a learner needs attention, most pressing first: the order of a learner's reasons and of the
 * list. Not started comes before inactive, as in the automatic reminders' urgency (reminders.ts):
 * a learner who never began has nothing to pick up again.
 */
const attentionReasonKinds = ['overdue', 'dueSoon', 'notStarted', 'inactive', 'failing'] as const;
export type AttentionReasonKind = (typeof attentionReasonKinds)[number];

export type AttentionReason =
  /** A course's due day (theirs, extension counted) is over and it is not finished. */
  | { kind: 'overdue'; course: string; dueOn: string; daysLate: number }
  /** A course not finished is due today or within DUE_NOTICE_DAYS_BEFORE days: the span the learner is told of. */
  | { kind: 'dueSoon'; course: string; dueOn: string; daysLeft: number }
  /** Late (the roster's « late »: 7 days without activity in an open class) without having begun a lesson; `days` since their enrolment. */
  | { kind: 'notStarted'; days: number }
  /** Late, having begun: no activity for `days` while the class is open. */
  | { kind: 'inactive'; days: number }
  /** The last certifying course they ended scored under PASS_RATIO; `score` is its whole percentage, rounded down. */
  | { kind: 'failing'; course: string; score: number };

/**
 * The share of a certifying course's points under which it is failed. Courses carry no pass mark of
 * their own: this is where the learner's screens turn a score to the danger colour (medalColour).
 */
const PASS_RATIO = 0.5;

/** How many learners the panel lists; the total says how many more there are. */
export const ATTENTION_LIST_SIZE = 50;

/** One live lesson of the learner, as the rule reads it. */
export interface AttentionLesson extends LessonEndFacts {
  course: string;
  startedAt: Date | null;
  content: LearnerContent;
  due: CourseDue | null;
  /** Its course is certifying: the lesson is an exam, whose result the learner passes or fails. */
  certifying: boolean;
  score: { actual: number; max: number };
  endedAt: Date | null;
}

export interface AttentionFacts {
  classOpen: boolean;
  enrolledAt: Date;
  lastActivityAt: Date | null;
  lessons: readonly AttentionLesson[];
}

const rank = (kind: AttentionReasonKind) => attentionReasonKinds.indexOf(kind);

type DueReason = Extract<AttentionReason, { dueOn: string }>;

/** What a lesson's due day says today: overdue, due soon, or nothing (no day, over, or a course the learner cannot open now). */
function dueReason(lesson: AttentionLesson, now: Date): DueReason | null {
  if (lesson.due === null || isLessonEnded(lesson) || openToLearner(lesson.content, now).kind !== 'open') return null;
  const state = dueState(lesson.due, false, now);
  if (state.kind === 'late') return { kind: 'overdue', course: lesson.course, dueOn: state.due.dueOn, daysLate: state.daysLate };
  if (state.kind === 'dueSoon' && state.daysLeft <= DUE_NOTICE_DAYS_BEFORE)
    return { kind: 'dueSoon', course: lesson.course, dueOn: state.due.dueOn, daysLeft: state.daysLeft };
  return null;
}

/** The learner's last certifying course, when it ended under the pass mark. */
function failingReason(lessons: readonly AttentionLesson[]): AttentionReason | null {
  const exams = lessons.filter((lesson) => lesson.certifying && isLessonEnded(lesson) && lesson.score.max > 0);
  const last = exams.reduce<AttentionLesson | null>(
    (latest, lesson) => (latest === null || (lesson.endedAt?.getTime() ?? 0) > (latest.endedAt?.getTime() ?? 0) ? lesson : latest),
    null,
  );
  if (last === null || scoreRatio(last.score) >= PASS_RATIO) return null;
  return { kind: 'failing', course: last.course, score: scorePercent(last.score) };
}

/** The roster's « late », told as not started (days since enrolment) or inactive (days since their last activity); nothing when not late. */
function quietReason(facts: AttentionFacts, lessons: readonly AttentionLesson[], now: Date): AttentionReason[] {
  const days = daysInactive(facts, finishedEverything(lessons), facts.classOpen, now);
  if (days === null) return [];
  return startedAny(lessons) ? [{ kind: 'inactive', days }] : [{ kind: 'notStarted', days: wholeDaysSince(facts.enrolledAt, now) }];
}

/**
 * Why a learner of a class needs attention today, most pressing first (attentionReasonKinds), each
 * course's reasons by due day; none in a class that is not open. HIDDEN lessons count for nothing.
 */
export function attentionReasons(facts: AttentionFacts, now: Date): AttentionReason[] {
  if (!facts.classOpen) return [];
  const lessons = facts.lessons.filter(lessonCounts);
  const dues = lessons.flatMap((lesson) => dueReason(lesson, now) ?? []).sort((a, b) => rank(a.kind) - rank(b.kind) || a.dueOn.localeCompare(b.dueOn));
  const failing = failingReason(lessons);
  return [...dues, ...quietReason(facts, lessons, now), ...(failing === null ? [] : [failing])];
}

/** A learner of a class in the list. */
export interface AttentionEntry {
  classId: string;
  className: string;
  userId: string;
  /** Last name, then first name (display-name.ts, nameSortKey). */
  sortName: readonly [string, string];
  reasons: readonly AttentionReason[];
}

/**
 * The learners who need attention, by their most pressing reason, then class, then name; the
 * first ATTENTION_LIST_SIZE of them, and how many there are.
 */
export function attentionList<Entry extends AttentionEntry>(entries: readonly Entry[]): { items: Entry[]; total: number } {
  const needing = entries.filter((entry) => entry.reasons.length > 0);
  // The classes are put in order once: thousands of learners share a few dozen classes.
  const classes = [...new Map(needing.map((entry) => [entry.classId, entry.className]))].sort(
    ([aId, aName], [bId, bName]) => compareNames([aName], [bName]) || aId.localeCompare(bId),
  );
  const classOrder = new Map(classes.map(([classId], index) => [classId, index]));
  const priority = (entry: Entry) => rank(entry.reasons[0]?.kind ?? 'failing');
  needing.sort(
    (a, b) =>
      priority(a) - priority(b) ||
      (classOrder.get(a.classId) ?? 0) - (classOrder.get(b.classId) ?? 0) ||
      compareNames(a.sortName, b.sortName) ||
      a.userId.localeCompare(b.userId),
  );
  return { items: needing.slice(0, ATTENTION_LIST_SIZE), total: needing.length };
}

/**
 * The reminder prepared for a learner speaks of their most pressing reason: its kind names the
 * web's texts (`reminder.<kind>.subject` and `.body`), which take these values, the day written in
 * the trainer's language; the trainer edits it before it is sent.
 */
interface PreparedReminder {
  kind: AttentionReasonKind;
  values: { course?: string; dueOn?: string; days?: number; score?: number };
}

export function preparedReminder(reasons: readonly AttentionReason[]): PreparedReminder | null {
  const [first] = reasons;
  if (first === undefined) return null;
  switch (first.kind) {
    case 'overdue':
      return { kind: first.kind, values: { course: first.course, dueOn: first.dueOn, days: first.daysLate } };
    case 'dueSoon':
      return { kind: first.kind, values: { course: first.course, dueOn: first.dueOn, days: first.daysLeft } };
    case 'notStarted':
    case 'inactive':
      return { kind: first.kind, values: { days: first.days } };
    case 'failing':
      return { kind: first.kind, values: { course: first.course, score: first.score } };
  }
}
