import { useEffect, useState } from 'react';

/**
 * Runs `run` once the frame being prepared has been painted: a task queued from the frame's
 * animation callback runs after that frame's paint. Work a new screen starts but does not show
 * in its first frame (a file's link, an activity's launch, outbox housekeeping) waits for it, so
 * the screen paints sooner: on a phone's 4× CPU each `fetch()` and IndexedDB transaction costs
 * milliseconds of the main thread (bench:web:lessons). A hidden document paints no frame:
 * the work is only queued as a task then, and so where there is no animation frame (jsdom).
 * Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False in a component's first frame, true once it has been painted: for data its first frame
 * can do without (a query's `enabled`). Mounted again, a component waits again.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
