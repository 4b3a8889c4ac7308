export interface Point {
  left: number;
  top: number;
}
export interface Size {
  width: number;
  height: number;
}
interface Viewport {
  width: number;
  height: number;
}

/** How much of a window stays on screen when it is dragged away: enough to grab its title bar again. */
const KEEP_VISIBLE = 48;
/** Arrow keys move or resize by this much; with Shift, five times more. */
const KEYBOARD_STEP = 10;

/** Keeps the title bar reachable: never above the top, never fully off the left, right or bottom. */
export function clampPosition(position: Point, size: Size, viewport: Viewport): Point {
  const left = Math.min(Math.max(position.left, KEEP_VISIBLE - size.width), viewport.width - KEEP_VISIBLE);
  const top = Math.min(Math.max(position.top, 0), viewport.height - KEEP_VISIBLE);
  return { left: Math.round(left), top: Math.round(Math.max(top, 0)) };
}

/**
 * Keeps a window wholly inside the viewport, its top left corner first when it cannot fit: a
 * small tool (the calculator) must stay reachable at any window size and zoom.
 */
export function containPosition(position: Point, size: Size, viewport: Viewport): Point {
  const left = Math.min(Math.max(position.left, 0), Math.max(viewport.width - size.width, 0));
  const top = Math.min(Math.max(position.top, 0), Math.max(viewport.height - size.height, 0));
  return { left: Math.round(left), top: Math.round(top) };
}

export interface Rect extends Point, Size {}

/** The space kept between a window moved aside and the element it uncovers. */
const CLEARANCE = 8;

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/**
 * The nearest place for a window, wholly inside the viewport, where it leaves `target` uncovered
 * (WCAG 2.4.11): beside it on the left or right, or above or below it, moving along one axis only;
 * null when no such place exists (the window is too big for the room left).
 */
export function clearOf(position: Point, size: Size, target: Rect, viewport: Viewport): Point | null {
  const candidates = [
    { left: target.left - CLEARANCE - size.width, top: position.top },
    { left: target.left + target.width + CLEARANCE, top: position.top },
    { left: position.left, top: target.top - CLEARANCE - size.height },
    { left: position.left, top: target.top + target.height + CLEARANCE },
  ].map((candidate) => containPosition(candidate, size, viewport));
  const distance = (point: Point) => Math.abs(point.left - position.left) + Math.abs(point.top - position.top);
  const clear = candidates.filter((candidate) => !overlaps({ left: candidate.left, top: candidate.top, width: size.width, height: size.height }, target));
  return clear.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

/** A resized window keeps its minimum width (400: docs/product/screens-and-routes.md#windows) and never grows past the viewport. */
export function clampSize(size: Size, minSize: Size, viewport: Viewport): Size {
  const width = Math.min(Math.max(size.width, minSize.width), Math.max(viewport.width, minSize.width));
  const height = Math.min(Math.max(size.height, minSize.height), Math.max(viewport.height, minSize.height));
  return { width: Math.round(width), height: Math.round(height) };
}

/** Centred horizontally, a little below the top: where a window opens unless told otherwise. */
export function centredPosition(size: Size, viewport: Viewport): Point {
  return { left: Math.max(Math.round((viewport.width - size.width) / 2), 0), top: Math.max(Math.round((viewport.height - size.height) / 4), 0) };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The [dx, dy] an arrow key asks for, or null for any other key. */
export function arrowDelta(key: string, shiftKey: boolean): [number, number] | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = shiftKey ? KEYBOARD_STEP * 5 : KEYBOARD_STEP;
  return [direction[0] * step, direction[1] * step];
}
