import { type CalendarClass, type CalendarEvent, learnerProgramEvents, taughtClassEvents } from '@espace/domain/calendar/calendar-events';
import type { ClassesRepository, StudentClass } from '../classes/classes-repository';
import type { FollowedClass, TrainerRepository } from '../trainer/trainer-repository';

/** What a source may read, each through the repository of the area that owns the dates. */
export interface EventSourceInput {
  tenantId: string;
  userId: string;
  classes: Pick<ClassesRepository, 'listStudentClasses'>;
  trainers: Pick<TrainerRepository, 'listFollowedClasses'>;
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

/**
 * Every source of a feed's events, read in parallel and combined by `feedEvents`. Another kind of
 * dates (due dates) is one more source here, with its kinds in `calendarEventKinds` and their
 * titles in the server's catalogue.
 */
export const eventSources: readonly EventSource[] = [learning, teaching];
