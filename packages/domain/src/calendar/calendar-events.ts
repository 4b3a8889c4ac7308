import type { ContentState } from '../content/content-states';
import { contentClosed } from '../lessons/open-to-learner';
import { type DateWindow, openingWindow } from '../opening-window';

/**
 * What an event of a calendar feed marks (docs/api.md#calendar-feed). Each kind has its title in
 * the server's catalogue (`calendar.events.<kind>`, checked by the type of its key); a new source
 * of dates adds its kinds here.
 */
type CalendarEventKind = 'programOpens' | 'programCloses' | 'classStarts' | 'classEnds' | 'courseDue';

/** One dated event of a feed, before it is worded in the user's language. */
export interface CalendarEvent {
  /**
   * Names the event for good: `<kind>.<id of what it dates>`. A calendar app that reads the feed
   * again updates the event whose date or title changed, never adds a second one.
   */
  key: string;
  kind: CalendarEventKind;
  /** The instant it marks, ISO 8601; for a day's event, that day's first instant in UTC (it sorts the feed). */
  at: string;
  /** A day's event (a due date is a calendar day, not a moment): that day, YYYY-MM-DD, written as an all-day event; null for an instant. */
  day: string | null;
  className: string;
  /** The program, for a program's opening or closing. */
  programName: string | null;
  /** The program's courses open to learners, in order. */
  courseTitles: string[];
}

/** A class as a feed reads it: its own window, whether it is closed, its programs. */
export interface CalendarClass {
  id: string;
  name: string;
  window: DateWindow;
  /** Closed by an admin (`classes.expired`): nothing of it is dated any more. */
  closed: boolean;
  programs: CalendarClassProgram[];
}

export interface CalendarClassProgram {
  classProgramId: string;
  name: string;
  state: ContentState;
  /** The class program's own dates; the class's window narrows them (`openingWindow`). */
  window: DateWindow;
  courses: { title: string; state: ContentState }[];
}

const at = (instant: string | null) => (instant === null ? null : new Date(Date.parse(instant)).toISOString());

/**
 * A program's opening and closing in a class: the class window narrowed by the program's own dates.
 * Content learners cannot play (a program or course not PUBLISHED: contentClosed) is dated nowhere,
 * and a program none of whose courses is open marks nothing.
 */
function programEvents(klass: CalendarClass, program: CalendarClassProgram): CalendarEvent[] {
  const courseTitles = program.courses
    .filter((course) => !contentClosed({ programState: program.state, courseState: course.state }))
    .map((course) => course.title);
  if (courseTitles.length === 0) return [];
  const window = openingWindow(klass.window, program.window);
  const marks: [CalendarEventKind, string | null][] = [
    ['programOpens', at(window.from)],
    ['programCloses', at(window.to)],
  ];
  return marks.flatMap(([kind, instant]) =>
    instant === null
      ? []
      : [{ key: `${kind}.${program.classProgramId}`, kind, at: instant, day: null, className: klass.name, programName: program.name, courseTitles }],
  );
}

/** A learner's feed: when each program of each of their classes opens and closes. A closed class marks nothing. */
export function learnerProgramEvents(classes: readonly CalendarClass[]): CalendarEvent[] {
  return classes.filter((klass) => !klass.closed).flatMap((klass) => klass.programs.flatMap((program) => programEvents(klass, program)));
}

/**
 * A trainer's feed: when each class they teach starts and ends, and when one of its programs opens
 * or closes at another moment than the class itself (a program without dates of its own would
 * only repeat the class's).
 */
export function taughtClassEvents(classes: readonly CalendarClass[]): CalendarEvent[] {
  return classes
    .filter((klass) => !klass.closed)
    .flatMap((klass) => {
      const bounds: [CalendarEventKind, string | null][] = [
        ['classStarts', at(klass.window.from)],
        ['classEnds', at(klass.window.to)],
      ];
      const own = bounds.flatMap(([kind, instant]) =>
        instant === null ? [] : [{ key: `${kind}.${klass.id}`, kind, at: instant, day: null, className: klass.name, programName: null, courseTitles: [] }],
      );
      const classInstants = new Set(own.map((event) => event.at));
      const programs = klass.programs.flatMap((program) => programEvents(klass, program)).filter((event) => !classInstants.has(event.at));
      return [...own, ...programs];
    });
}

/** A learner's course with the day they should finish it by (their extension when later: effectiveDue). */
export interface DueCourse {
  lessonId: string;
  courseTitle: string;
  programName: string;
  className: string;
  ended: boolean;
  dueOn: string;
}

/** A learner's feed: the day each course they have not finished is due (docs/trainers.md#due-dates); a finished course is due no more. */
export function courseDueEvents(courses: readonly DueCourse[]): CalendarEvent[] {
  return courses
    .filter((course) => !course.ended)
    .map((course) => ({
      key: `courseDue.${course.lessonId}`,
      kind: 'courseDue' as const,
      at: `${course.dueOn}T00:00:00.000Z`,
      day: course.dueOn,
      className: course.className,
      programName: course.programName,
      courseTitles: [course.courseTitle],
    }));
}

/**
 * One feed from the events of every source: each event once (a user who both learns and teaches in
 * a class gets its dates once), in date order, then by key so the same data gives the same feed.
 */
export function feedEvents(sources: readonly (readonly CalendarEvent[])[]): CalendarEvent[] {
  const byKey = new Map<string, CalendarEvent>();
  for (const event of sources.flat()) if (!byKey.has(event.key)) byKey.set(event.key, event);
  return [...byKey.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
