import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { clearOf, containPosition, overlaps, type Point, type Rect } from './window-geometry';

const rectOf = (element: Element): Rect => {
  const box = element.getBoundingClientRect();
  return { left: box.left, top: box.top, width: box.width, height: box.height };
};

const viewportOf = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });

/** The focused element and what its focus shows beside it (a term's definition bubble): both stay uncovered. */
function shownWith(focused: Element): Rect {
  const own = rectOf(focused);
  const bubble = document.querySelector('[role="tooltip"]');
  if (!bubble) return own;
  const other = rectOf(bubble);
  const left = Math.min(own.left, other.left);
  const top = Math.min(own.top, other.top);
  return {
    left,
    top,
    width: Math.max(own.left + own.width, other.left + other.width) - left,
    height: Math.max(own.top + own.height, other.top + other.height) - top,
  };
}

/**
 * A floating window never covers the element that has the focus (WCAG 2.4.11): when the focus
 * lands on something under it, the window moves aside to the nearest place that uncovers it; where
 * no place is left (a phone, a zoomed page), it folds to its title bar, put where that uncovers it.
 * The focus coming back into the window, or a press on it, unfolds it.
 */
export function useClearOfFocus(ref: RefObject<HTMLElement | null>, setPosition: Dispatch<SetStateAction<Point>>) {
  const [folded, setFolded] = useState(false);
  const isFolded = useRef(false);
  const fold = useCallback(
    (next: boolean) => {
      if (isFolded.current === next) return;
      isFolded.current = next;
      setFolded(next);
      if (next) return;
      // Unfolded, the window takes its whole room again, inside the viewport.
      requestAnimationFrame(() => {
        const node = ref.current;
        if (node) setPosition((current) => containPosition(current, rectOf(node), viewportOf()));
      });
    },
    [ref, setPosition],
  );
  useEffect(() => {
    const uncover = (node: HTMLElement, focused: Element) => {
      if (!focused.isConnected || node.contains(focused)) return;
      const box = rectOf(node);
      const target = shownWith(focused);
      // A focused region around the window (the page's main part): the window hides only part of it, as 2.4.11 allows.
      const around =
        target.left <= box.left &&
        target.top <= box.top &&
        target.left + target.width >= box.left + box.width &&
        target.top + target.height >= box.top + box.height;
      if (around || !overlaps(box, target)) return;
      const viewport = viewportOf();
      const aside = clearOf(box, box, target, viewport);
      if (aside) return setPosition(aside);
      const bar = node.querySelector('.floating-window__bar');
      const border = node.offsetHeight - node.clientHeight;
      const barSize = { width: box.width, height: (bar?.getBoundingClientRect().height ?? box.height) + border };
      fold(true);
      setPosition(clearOf(box, barSize, target, viewport) ?? { left: box.left, top: box.top });
    };
    let pending = 0;
    const onFocusIn = (event: FocusEvent) => {
      const node = ref.current;
      const focused = event.target;
      if (!node || !(focused instanceof Element) || focused === document.body) return;
      if (node.contains(focused)) return fold(false);
      // Once the browser has scrolled the element into view.
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => uncover(node, focused));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(pending);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, setPosition, fold]);
  return { folded, unfold: () => fold(false) };
}
