import { z } from 'zod';
import { slotChoiceAnswer } from './answer-kinds';
import type { ExerciseModule } from './exercise-module';
import { slotTextParts } from './row-display';
import { hasUniqueIds, scoredRowFields, uniqueIds, withoutFeedbacks } from './row-common';

export function slotMarkers(text: string): string[] {
  return slotTextParts(text).flatMap((part) => (part.kind === 'slot' ? [part.slotId] : []));
}

const slotSchema = z
  .strictObject({
    id: z.string().min(1),
    options: z
      .array(z.strictObject({ id: z.string().min(1), value: z.string() }))
      .min(2)
      .refine(hasUniqueIds, uniqueIds),
    correctOptionId: z.string().min(1),
  })
  .refine((slot) => slot.options.some((option) => option.id === slot.correctOptionId), {
    message: 'correctOptionId names one of the options',
    path: ['correctOptionId'],
  });

export const combinedChoiceRowSchema = z
  .strictObject({
    ...scoredRowFields('combined-choice'),
    text: z.string(),
    slots: z.array(slotSchema).min(1).refine(hasUniqueIds, uniqueIds),
  })
  .superRefine((row, context) => {
    // Each slot appears exactly once in the text, and the text names no other slot.
    const markers = slotMarkers(row.text);
    const textIssue = (message: string) => context.addIssue({ code: 'custom', path: ['text'], message });
    for (const slot of row.slots) {
      const count = markers.filter((marker) => marker === slot.id).length;
      if (count !== 1) textIssue(`slot ${slot.id} appears ${count} times in the text, not once`);
    }
    for (const marker of new Set(markers)) {
      if (!row.slots.some((slot) => slot.id === marker)) textIssue(`the text names an unknown slot ${marker}`);
    }
  });
export type CombinedChoiceRow = z.output<typeof combinedChoiceRowSchema>;

/** The chosen option id per slot id; null before anything is chosen (docs/product/lessons.md#answer-defaults). */
const answerSchema = z.record(z.string(), z.string()).nullable();
type CombinedChoiceAnswer = z.output<typeof answerSchema>;

function chosen(answer: CombinedChoiceAnswer, slotId: string): string | null {
  return answer !== null && Object.hasOwn(answer, slotId) ? (answer[slotId] ?? null) : null;
}

function answerIssue(row: CombinedChoiceRow, answer: CombinedChoiceAnswer): string | null {
  for (const [slotId, optionId] of Object.entries(answer ?? {})) {
    const slot = row.slots.find((candidate) => candidate.id === slotId);
    if (!slot) return `unknown slot ${JSON.stringify(slotId)}`;
    if (!slot.options.some((option) => option.id === optionId)) return `unknown option ${JSON.stringify(optionId)} for slot ${slotId}`;
  }
  return null;
}

function publicRow(row: CombinedChoiceRow) {
  return { ...withoutFeedbacks(row), slots: row.slots.map(({ correctOptionId: _key, ...slot }) => slot) };
}

export const combinedChoice: ExerciseModule<typeof combinedChoiceRowSchema, typeof answerSchema, ReturnType<typeof publicRow>> = {
  type: 'combined-choice',
  rowSchema: combinedChoiceRowSchema,
  answerSchema,
  ...slotChoiceAnswer,
  answerIssue,
  /** Each slot is worth the same: correct slots / slots. */
  score: (row, answer) => row.slots.filter((slot) => chosen(answer, slot.id) === slot.correctOptionId).length / row.slots.length,
  /** Listed answers are `slotId:optionId`, since option ids may repeat across slots. */
  matchesAnswers: (row, answer, answers) => answers.every((listed) => row.slots.some((slot) => `${slot.id}:${chosen(answer, slot.id)}` === listed)),
  publicRow,
  correction: (row, answer) => ({
    kind: 'slots',
    marks: row.slots.map((slot) => {
      const given = chosen(answer, slot.id);
      const good = given === slot.correctOptionId;
      return { id: slot.id, given, expected: [slot.correctOptionId], good, wrong: given !== null && !good };
    }),
  }),
};
