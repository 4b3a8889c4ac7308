import { type CalendarClass, type CalendarEvent, courseDueEvents, learnerProgramEvents, taughtClassEvents } from '@espace/domain/calendar/calendar-events';
import { DUE_DAY_BOUNDS } from '@espace/domain/lessons/due-dates';
import type { ClassesRepository, StudentClass } from '../classes/classes-repository';
import type { DueDatesRepository } from '../due-dates/due-dates-repository';
import type { FollowedClass, TrainerRepository } from '../trainer/trainer-repository';

/** What a source may read, each through the repository of the area that owns the dates. */
export interface EventSourceInput {
  tenantId: string;
  userId: string;
  classes: Pick<ClassesRepository, 'listStudentClasses'>;
  trainers: Pick<TrainerRepository, 'listFollowedClasses'>;
  dueDates: Pick<DueDatesRepository, 'dueBetween'>;
}

/** One kind of dates of a user's feed: its events, undated by language. */
type EventSource = (input: EventSourceInput) => Promise<CalendarEvent[]>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A class of Home (classes-repository.ts: the classes followed as STUDENT, not closed, no draft course). */
const fromStudentClass = (klass: StudentClass): CalendarClass => ({
  id: klass.id,
  name: klass.name,
  window: { from: iso(klass.startAt), to: iso(klass.expireAt) },
  closed: klass.expired,
  programs: klass.classPrograms.map((classProgram) => ({
    classProgramId: classProgram.id,
    name: classProgram.program.name,
    state: classProgram.program.state,
    window: { from: iso(classProgram.startAt), to: iso(classProgram.expireAt) },
    courses: classProgram.program.courses.map((course) => ({ title: course.title, state: course.state })),
  })),
});

/** A class of the trainer space; its courses carry their class program's window, already narrowed by the class's (narrowing again changes nothing). */
function fromFollowedClass(klass: FollowedClass): CalendarClass {
  const programs = new Map<string, CalendarClass['programs'][number]>();
  for (const course of klass.courses) {
    const program = programs.get(course.classProgramId) ?? {
      classProgramId: course.classProgramId,
      name: course.programName,
      state: course.programState,
      window: course.window,
      courses: [],
    };
    program.courses.push({ title: course.title, state: course.courseState });
    programs.set(course.classProgramId, program);
  }
  return {
    id: klass.id,
    name: klass.name,
    window: { from: iso(klass.startAt), to: iso(klass.expireAt) },
    closed: klass.expired,
    programs: [...programs.values()],
  };
}

/** The programs of the classes the user follows as a learner open and close. */
const learning: EventSource = async ({ tenantId, userId, classes }) =>
  learnerProgramEvents((await classes.listStudentClasses(tenantId, userId)).map(fromStudentClass));

/** The classes the user teaches start and end (only those they teach: a system admin's feed is not the whole tenant's). */
const teaching: EventSource = async ({ tenantId, userId, trainers }) =>
  taughtClassEvents((await trainers.listFollowedClasses(tenantId, userId, false)).map(fromFollowedClass));

/** The day each course the user learns and has not finished is due, their extension counted. */
const due: EventSource = async ({ tenantId, userId, dueDates }) =>
  courseDueEvents(
    (await dueDates.dueBetween(tenantId, userId, DUE_DAY_BOUNDS.min, DUE_DAY_BOUNDS.max)).flatMap((course) =>
      course.due === null ? [] : [{ ...course, dueOn: course.due.dueOn }],
    ),
  );

/**
 * Every source of a feed's events, read in parallel and combined by `feedEvents`. Another kind of
 * dates is one more source here, with its kinds in `CalendarEventKind` and their titles in the
 * server's catalogue.
 */
export const eventSources: readonly EventSource[] = [learning, teaching, due];
