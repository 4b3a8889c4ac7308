/**
 * SPEC §4 "Answer defaults per row type", and when an answer counts as empty,
 * written once for the server's exercise modules and the web renderers. It
 * imports nothing (no zod), so the lesson player can use it without pulling
 * the validation schemas into the browser bundle.
 */

type Selection = readonly (string | number)[];
type Placement = readonly (string | null)[];
type SlotChoice = Readonly<Record<string, string>> | null;

/** Multiple-choice, image-cliquable and pick-words: nothing selected yet. */
export const emptySelection = (): never[] => [];
export const isEmptySelection = (answer: Selection): boolean => answer.length === 0;

/** Combined-choice: null until a slot is chosen. */
export const noSlotChoice = (): null => null;
export const isEmptySlotChoice = (answer: SlotChoice, slotIds: readonly string[]): boolean =>
  slotIds.every((slotId) => answer === null || !Object.hasOwn(answer, slotId));

/** Free-answer: an empty text; blanks count as nothing typed. */
export const emptyText = (): string => '';
export const isEmptyText = (answer: string): boolean => answer.trim() === '';

/** Drag-n-drop: one null per target. */
export const emptyPlacement = (targets: readonly unknown[]): null[] => targets.map(() => null);
export const isEmptyPlacement = (answer: Placement): boolean => answer.every((id) => id === null);

/** The default answer of a row, by its type; null for the rows that take no answer. */
export function answerDefault(row: { type: string; targets?: readonly unknown[] }): unknown {
  switch (row.type) {
    case 'multiple-choice':
    case 'image-cliquable':
    case 'pick-words':
      return emptySelection();
    case 'free-answer':
      return emptyText();
    case 'drag-n-drop':
      return emptyPlacement(row.targets ?? []);
    default:
      return null;
  }
}

/** Whether a row's answer holds nothing the learner gave (the no-answer dialog's test). */
export function isEmptyAnswer(row: { type: string; slots?: readonly { id: string }[] }, answer: unknown): boolean {
  if (answer === null || answer === undefined) return true;
  switch (row.type) {
    case 'multiple-choice':
    case 'image-cliquable':
    case 'pick-words':
      return Array.isArray(answer) && isEmptySelection(answer as Selection);
    case 'drag-n-drop':
      return Array.isArray(answer) && isEmptyPlacement(answer as Placement);
    case 'free-answer':
      return typeof answer === 'string' && isEmptyText(answer);
    case 'combined-choice':
      return isEmptySlotChoice(answer as SlotChoice, (row.slots ?? []).map((slot) => slot.id));
    default:
      return true;
  }
}
