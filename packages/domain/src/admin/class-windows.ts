import { type DateWindow, openingWindow } from '../opening-window';

/**
 * Why a window is refused, by the bound it breaks: its end does not come after its start; a
 * program's first day comes when the class has ended; its last day comes before the class starts.
 */
export type WindowRefusal = 'endBeforeStart' | 'startsAfterClassEnds' | 'endsBeforeClassStarts';

const instant = (value: string | null) => (value === null ? null : Date.parse(value));

/** A class's own window: both ends optional, the end after the start. */
export function classWindowRefusal(window: DateWindow): WindowRefusal | null {
  const from = instant(window.from);
  const to = instant(window.to);
  return from !== null && to !== null && to <= from ? 'endBeforeStart' : null;
}

/**
 * A class program's own dates (docs/product/lessons.md#opening-window): the end after the start,
 * and, narrowed by the class window, a window that still opens at all (a program whose dates miss
 * the class's would give lessons no learner could ever play).
 */
export function programWindowRefusal(classWindow: DateWindow, programWindow: DateWindow): WindowRefusal | null {
  const own = classWindowRefusal(programWindow);
  if (own !== null) return own;
  const narrowed = openingWindow(classWindow, programWindow);
  const from = instant(narrowed.from);
  const to = instant(narrowed.to);
  if (from === null || to === null || to > from) return null;
  // The narrowed window is empty: either the program opens once the class is over, or it closes before it begins.
  const programFrom = instant(programWindow.from);
  const classTo = instant(classWindow.to);
  return programFrom !== null && classTo !== null && programFrom >= classTo ? 'startsAfterClassEnds' : 'endsBeforeClassStarts';
}

/** The order of a class's programs after moving one of them by `step` places (−1: up, +1: down), clamped to the list. */
export function movedOrder<T>(ids: readonly T[], id: T, step: number): T[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const to = Math.min(Math.max(from + step, 0), ids.length - 1);
  const order = ids.filter((other) => other !== id);
  order.splice(to, 0, id);
  return order;
}

/** The new order is the same programs, each once. */
export function isReorderOf<T>(current: readonly T[], proposed: readonly T[]): boolean {
  return current.length === proposed.length && new Set(proposed).size === proposed.length && proposed.every((id) => current.includes(id));
}
