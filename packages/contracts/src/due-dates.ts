import { isDueDay } from '@espace/domain/lessons/due-dates';
import { z } from 'zod';

/** Due dates of a class's courses and learners' extensions (docs/trainers.md#due-dates). */

const dueDayField = z
  .string()
  .refine(isDueDay, 'a calendar day from 2000-01-01 to 2100-12-31, as YYYY-MM-DD')
  .describe('A calendar day (YYYY-MM-DD): late once it is over in Europe/Paris');

/** A learner's due date for one course, as Home shows it. */
export const courseDueSchema = z
  .object({
    dueOn: z.string().describe('The day the learner should finish by: their extension when later, else the class’s'),
    extended: z.boolean().describe('A trainer extended it for this learner'),
    classDueOn: z.string().describe('The class’s own day'),
  })
  .describe('The learner’s due date for the course (null: none)');
export type CourseDueContract = z.infer<typeof courseDueSchema>;

const extensionSchema = z.object({
  userId: z.string(),
  learner: z.string().describe('The learner’s display name'),
  dueOn: z.string(),
  setBy: z.string().nullable().describe('Who set it, by display name (null once their account is gone)'),
  updatedAt: z.string(),
});

export const classDueDatesSchema = z
  .object({
    classId: z.string(),
    programs: z.array(
      z.object({
        classProgramId: z.string(),
        name: z.string(),
        courses: z.array(
          z.object({
            programCourseId: z.string(),
            courseId: z.string(),
            title: z.string(),
            dueOn: z.string().nullable(),
            setBy: z.string().nullable().describe('Who set the due date, by display name'),
            extensions: z.array(extensionSchema).describe('Learners’ extensions, by learner name'),
          }),
        ),
      }),
    ),
  })
  .describe("The class's programs in order, each course with its due date and its learners' extensions");
export type ClassDueDates = z.infer<typeof classDueDatesSchema>;

export const classDueDateParamsSchema = z.strictObject({
  id: z.guid().describe('Class id'),
  programCourseId: z.guid().describe('A course of one of the class’s programs (its program course)'),
});
export const classDueDatesParamsSchema = classDueDateParamsSchema.pick({ id: true });
export const dueDateExtensionParamsSchema = classDueDateParamsSchema.extend({ userId: z.guid().describe('A learner (STUDENT) of the class') });

export const setDueDayBodySchema = z.strictObject({ dueOn: dueDayField });

export const dueSoonSchema = z
  .object({
    items: z.array(
      z.object({
        lessonId: z.string(),
        courseTitle: z.string(),
        programName: z.string(),
        className: z.string(),
        due: courseDueSchema,
      }),
    ),
  })
  .describe("The learner's unfinished courses due within 7 days, soonest first: Home's « Cette semaine »");
export type DueSoon = z.infer<typeof dueSoonSchema>;
