import { type RefObject, useEffect, useState } from 'react';

export interface HorizontalOverflow {
  /** The content is wider than its frame: some of it is out of sight sideways. */
  overflows: boolean;
  /** Scrolled to the far end: nothing more to see on the right. */
  atEnd: boolean;
}

/**
 * Whether a frame that scrolls sideways hides part of its content, kept up to date as it is
 * resized and scrolled, so the screen can say there is more to see.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>({ overflows: false, atEnd: true });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setState((previous) => (previous.overflows === overflows && previous.atEnd === atEnd ? previous : { overflows, atEnd }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}
