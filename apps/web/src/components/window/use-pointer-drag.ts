import { type PointerEvent as ReactPointerEvent, useRef } from 'react';

interface DragStart<T> {
  pointerId: number;
  x: number;
  y: number;
  origin: T;
}

/**
 * Pointer events cover mouse, touch and pen alike. The pointer is captured so
 * a fast drag that leaves the element keeps moving it; buttons inside the
 * dragged element (close) still get their click.
 */
export function usePointerDrag<T>(readOrigin: () => T, apply: (origin: T, dx: number, dy: number) => void) {
  const start = useRef<DragStart<T> | null>(null);
  const end = (event: ReactPointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };
  return {
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      const target = event.target as HTMLElement;
      if (target !== event.currentTarget && target.closest('button:not([data-drag-handle]), a, input, select, textarea')) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, origin: readOrigin() };
      // No text selection or page scroll while dragging.
      event.preventDefault();
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const drag = start.current;
      if (drag?.pointerId !== event.pointerId) return;
      apply(drag.origin, event.clientX - drag.x, event.clientY - drag.y);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
