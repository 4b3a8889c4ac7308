import { z } from 'zod';
import { feedbackKinds } from './feedback-kinds';

/** Row settings (docs/product/data-model.md#row-settings); all optional, absent means the renderer's default. */
const rowSettingsSchema = z.strictObject({
  keepOrder: z.boolean().optional(),
  columns: z.int().min(1).max(12).optional(),
  showDescriptionIfImage: z.boolean().optional(),
  returnToLineAfterImage: z.boolean().optional(),
  defaultWidth: z.number().positive().optional(),
  defaultHeight: z.number().positive().optional(),
  questionIsHidden: z.boolean().optional(),
  hideTitle: z.boolean().optional(),
  hideDescription: z.boolean().optional(),
  autoplay: z.boolean().optional(),
  audioFileId: z.string().nullable().optional(),
  beforeStatement: z.boolean().optional(),
});

export const nonBlank = z.string().regex(/\S/, 'must not be blank');

const feedbackConditionSchema = z
  .strictObject({
    preset: z.enum([...feedbackKinds, 'answers']),
    answers: z.array(z.string()).optional(),
  })
  .refine((condition) => condition.preset !== 'answers' || (condition.answers?.length ?? 0) > 0, {
    message: "an 'answers' condition lists at least one answer",
    path: ['answers'],
  });

/** An answer-specific message (docs/product/data-model.md#feedback) shown when all its conditions match. */
const answerFeedbackSchema = z.strictObject({
  message: nonBlank,
  conditions: z.array(feedbackConditionSchema).min(1),
});
export type AnswerFeedback = z.output<typeof answerFeedbackSchema>;

/** Fields of every row, scored or not. */
export function rowFields<T extends string>(type: T) {
  return {
    id: z.string().min(1),
    type: z.literal(type),
    title: z.string().optional(),
    question: z.string().optional(),
    settings: rowSettingsSchema.optional(),
  };
}

/** Scored rows also carry answer-specific feedbacks. */
export function scoredRowFields<T extends string>(type: T) {
  return { ...rowFields(type), feedbacks: z.array(answerFeedbackSchema).optional() };
}

/** A choice: value, appFileId (docs/product/data-model.md#row-settings). */
export const choiceFields = {
  id: z.string().min(1),
  value: z.string(),
  appFileId: z.string().nullable().optional(),
  description: z.string().optional(),
};

export function hasUniqueIds(items: readonly { id: string }[]): boolean {
  return new Set(items.map((item) => item.id)).size === items.length;
}

export const uniqueIds = { message: 'ids must be unique' };

/** Feedbacks are post-answer content and may give the answer away, so they never go out before. */
export function withoutFeedbacks<R extends object>(row: R): Omit<R, 'feedbacks'> {
  const { feedbacks: _feedbacks, ...rest } = row as R & { feedbacks?: unknown };
  return rest;
}

/** Answer ids that name nothing in the row: a sign of a forged or stale answer. */
export function unknownIdsIssue(given: readonly string[], known: readonly string[], what: string): string | null {
  const unknown = given.filter((id) => !known.includes(id));
  return unknown.length === 0 ? null : `unknown ${what} ${unknown.map((id) => JSON.stringify(id)).join(', ')}`;
}
