/** Selection answers (multiple-choice, image-cliquable, pick-words) are lists in selection order. */
export function asSelection<T extends string | number>(answer: unknown): T[] {
  return Array.isArray(answer) ? (answer as T[]) : [];
}

/** Adds the item at the end (its place in the order of selection) or takes it out. */
export function toggled<T>(selection: readonly T[], item: T): T[] {
  return selection.includes(item) ? selection.filter((other) => other !== item) : [...selection, item];
}
