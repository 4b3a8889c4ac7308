import { contentStates } from '@espace/domain/content/content-states';
import { z } from 'zod';
import { type MyClassesFilter, myClassesFilters } from '@espace/domain/home/class-filters';
import { booleanQuery, fraction, idField, isoDateTime } from './common';
import { courseDueSchema } from './due-dates';
import { lessonStateSchema, medalSchema, pageProgressSchema, scoreSchema } from './lessons';

export const contentStateSchema = z.enum(contentStates);

const myClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  startAt: z.string().nullable(),
  expireAt: z.string().nullable(),
  expired: z.boolean(),
  settings: z.object({ mobile: z.object({ allowed: z.boolean() }) }),
  classPrograms: z.array(
    z.object({
      id: z.string(),
      order: z.number().int(),
      startAt: z.string().nullable(),
      expireAt: z.string().nullable(),
      openingBoundaries: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
      program: z.object({
        id: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        state: contentStateSchema,
        courses: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            order: z.number().int(),
            state: contentStateSchema.describe('Not PUBLISHED: closed to the learner (docs/product/lessons.md#open-to-learners)'),
            due: courseDueSchema.nullable(),
          }),
        ),
      }),
      reviewed: z.boolean().describe('The learner has rated this program (a review of theirs exists)'),
    }),
  ),
});
export type MyClass = z.infer<typeof myClassSchema>;

export const myClassesResponseSchema = z
  .object({ items: z.array(myClassSchema) })
  .describe("The signed-in learner's classes (as STUDENT), newest enrolment first");

// ---------------------------------------------------------------- My classes (Home)

const myClassesFilterSchema = z.enum(myClassesFilters);
export type { MyClassesFilter };

export const myClassesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(5).describe('Home page size: 5 (docs/product/constants.md#home-and-dashboard)'),
    filter: myClassesFilterSchema.default('all').describe('upcoming: the class starts later; past: the class window is over; all: every class not expired'),
    competencyId: idField.optional().describe('Only classes with a course exercising this competency (or one under it)'),
    programId: idField.optional().describe('Only classes holding this program'),
    search: z.string().trim().max(200).optional().describe('Case-insensitive, in class, program and course names'),
    mobile: booleanQuery.optional().describe('true: only classes whose settings.mobile.allowed is not false'),
  })
  .describe("Paging and filters of the learner's classes");

const myLessonSchema = z
  .object({
    id: z.string(),
    courseId: z.string(),
    programCourseId: z.string(),
    classProgramId: z.string(),
    state: lessonStateSchema,
    progress: pageProgressSchema.nullable(),
    progression: fraction.describe('Mean over sections of the completed-page share, ONGOING counting half (1 when COMPLETED)'),
    scoring: z.object({ global: scoreSchema }),
    scoreRatio: fraction,
    medal: medalSchema,
    certificationRef: z.string().nullable(),
    startAt: isoDateTime.nullable(),
    startedAt: isoDateTime.nullable(),
    endedAt: isoDateTime.nullable(),
    timeLimit: z.number().int().nullable().describe('Seconds'),
    ended: z.boolean().describe('SKIPPED or COMPLETED (docs/product/lessons.md#lesson-states)'),
  })
  .describe("One of the learner's lessons in a class");
export type MyLesson = z.infer<typeof myLessonSchema>;

const myClassWithLessonsSchema = myClassSchema.extend({
  lessons: z.array(myLessonSchema).describe("The learner's lessons in this class, in class program then course order"),
});
export type MyClassWithLessons = z.infer<typeof myClassWithLessonsSchema>;

export const myClassesPageSchema = z
  .object({
    items: z.array(myClassWithLessonsSchema),
    total: z.number().int().describe('Classes matching the filters'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe("One page of the learner's classes (as STUDENT), newest enrolment first; answered 304 when If-None-Match matches");
export type MyClassesPage = z.infer<typeof myClassesPageSchema>;
