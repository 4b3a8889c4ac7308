import { z } from 'zod';
import { placementAnswer } from './answer-kinds';
import type { ExerciseModule } from './exercise-module';
import { choiceFields, hasUniqueIds, scoredRowFields, uniqueIds, unknownIdsIssue, withoutFeedbacks } from './row-common';

const targetSchema = z.strictObject({
  id: z.string().min(1),
  label: z.string(),
  acceptedChoiceIds: z.array(z.string().min(1)).min(1),
});
type Target = z.output<typeof targetSchema>;

export const dragNDropRowSchema = z
  .strictObject({
    ...scoredRowFields('drag-n-drop'),
    choices: z.array(z.strictObject(choiceFields)).min(1).refine(hasUniqueIds, uniqueIds),
    targets: z.array(targetSchema).min(1).refine(hasUniqueIds, uniqueIds),
  })
  .superRefine((row, context) => {
    const choiceIds = row.choices.map((choice) => choice.id);
    let allKnown = true;
    row.targets.forEach((target, index) => {
      const issue = unknownIdsIssue(target.acceptedChoiceIds, choiceIds, 'choice');
      if (issue) context.addIssue({ code: 'custom', path: ['targets', index, 'acceptedChoiceIds'], message: issue });
      allKnown &&= issue === null;
    });
    // A choice fills one target at most, so a key needing a choice twice could never score 1.
    if (allKnown && !fullAssignment(row.targets)) {
      context.addIssue({ code: 'custom', path: ['targets'], message: 'the targets cannot all be filled at once with distinct choices' });
    }
  });
export type DragNDropRow = z.output<typeof dragNDropRowSchema>;

/** One choice id or null per target, in target order (docs/product/lessons.md#answer-defaults). */
const answerSchema = z.array(z.string().nullable());
type DragNDropAnswer = z.output<typeof answerSchema>;

/**
 * A choice is moved, not copied: if a forged answer repeats a choice, only its
 * first target holds it.
 */
function placed(answer: DragNDropAnswer, targets: readonly Target[]): (string | null)[] {
  const seen = new Set<string>();
  return targets.map((_target, index) => {
    const id = answer[index] ?? null;
    if (id === null || seen.has(id)) return null;
    seen.add(id);
    return id;
  });
}

/**
 * One distinct choice per target that fills every target correctly, or null
 * (bipartite matching by augmenting paths; rows have a handful of targets).
 */
export function fullAssignment(targets: readonly Target[]): string[] | null {
  const holder = new Map<string, number>();
  const assign = (targetIndex: number, visited: Set<string>): boolean => {
    for (const choiceId of targets[targetIndex]?.acceptedChoiceIds ?? []) {
      if (visited.has(choiceId)) continue;
      visited.add(choiceId);
      const current = holder.get(choiceId);
      if (current === undefined || assign(current, visited)) {
        holder.set(choiceId, targetIndex);
        return true;
      }
    }
    return false;
  };
  if (!targets.every((_target, index) => assign(index, new Set()))) return null;
  const result: string[] = new Array<string>(targets.length);
  for (const [choiceId, targetIndex] of holder) result[targetIndex] = choiceId;
  return result;
}

function answerIssue(row: DragNDropRow, answer: DragNDropAnswer): string | null {
  if (answer.length !== row.targets.length) return `expected ${row.targets.length} places (one per target), got ${answer.length}`;
  const given = answer.filter((id): id is string => id !== null);
  if (new Set(given).size !== given.length) return 'a choice is placed on two targets';
  return unknownIdsIssue(
    given,
    row.choices.map((choice) => choice.id),
    'choice',
  );
}

function publicRow(row: DragNDropRow) {
  return { ...withoutFeedbacks(row), targets: row.targets.map(({ acceptedChoiceIds: _key, ...target }) => target) };
}

export const dragNDrop: ExerciseModule<typeof dragNDropRowSchema, typeof answerSchema, ReturnType<typeof publicRow>> = {
  type: 'drag-n-drop',
  rowSchema: dragNDropRowSchema,
  answerSchema,
  ...placementAnswer,
  answerIssue,
  /**
   * Targets holding an accepted choice / targets. Each target is judged by its
   * own accepted set, so targets with identical sets are interchangeable.
   */
  score: (row, answer) => {
    const choices = placed(answer, row.targets);
    const good = row.targets.filter((target, index) => target.acceptedChoiceIds.includes(choices[index] ?? '')).length;
    return good / row.targets.length;
  },
  /** Listed answers are `targetId:choiceId`. */
  matchesAnswers: (row, answer, answers) => {
    const choices = placed(answer, row.targets);
    return answers.every((listed) => row.targets.some((target, index) => `${target.id}:${choices[index]}` === listed));
  },
  publicRow,
  correction: (row, answer) => {
    const choices = placed(answer, row.targets);
    return {
      kind: 'slots',
      marks: row.targets.map((target, index) => {
        const given = choices[index] ?? null;
        const good = given !== null && target.acceptedChoiceIds.includes(given);
        return { id: target.id, given, expected: target.acceptedChoiceIds, good, wrong: given !== null && !good };
      }),
    };
  },
};
