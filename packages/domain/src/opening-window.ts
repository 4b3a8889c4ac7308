export interface DateWindow {
  /** ISO 8601 instants; null means unbounded on that side. */
  from: string | null;
  to: string | null;
}

/**
 * A class program's opening window is the class window narrowed by its own
 * dates (docs/product/lessons.md#opening-window): the later of the two starts and the earlier of the two ends.
 */
export function openingWindow(classWindow: DateWindow, programWindow: DateWindow): DateWindow {
  return {
    from: pick(classWindow.from, programWindow.from, (a, b) => a >= b),
    to: pick(classWindow.to, programWindow.to, (a, b) => a <= b),
  };
}

function pick(a: string | null, b: string | null, keepFirst: (a: number, b: number) => boolean): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return keepFirst(Date.parse(a), Date.parse(b)) ? a : b;
}
