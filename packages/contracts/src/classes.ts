import { z } from 'zod';

export const contentStateSchema = z.enum(['DRAFT', 'PUBLISHED', 'CLOSED']);

export const myClassSchema = z.object({
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
        courses: z.array(z.object({ id: z.string(), title: z.string(), order: z.number().int() })),
      }),
      reviewed: z.boolean().describe('The learner has rated this program (a review of theirs exists)'),
    }),
  ),
});
export type MyClass = z.infer<typeof myClassSchema>;

export const myClassesResponseSchema = z
  .object({ items: z.array(myClassSchema) })
  .describe("The signed-in learner's classes (as STUDENT), newest enrolment first");
export type MyClassesResponse = z.infer<typeof myClassesResponseSchema>;
