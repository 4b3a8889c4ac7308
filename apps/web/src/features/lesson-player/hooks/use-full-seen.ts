import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-paint';

/** The full-seen threshold and polling (docs/product/lessons.md#full-seen-flag). */
const seenRatio = 0.9;
const pollMs = 200;

/**
 * The full-seen flag (docs/product/lessons.md#full-seen-flag): set once the page has been scrolled past 90%, or at
 * once when the content needs no scrolling. Polled rather than listened to,
 * because images and media that load later change the height. The player is
 * keyed by page, so each page starts unseen.
 */
export function useFullSeen(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const check = () => {
      const scroller = document.scrollingElement ?? document.documentElement;
      const { scrollHeight, clientHeight, scrollTop } = scroller;
      if (scrollHeight <= clientHeight || (scrollTop + clientHeight) / scrollHeight >= seenRatio) {
        setSeen(true);
        window.clearInterval(timer);
      }
    };
    const timer = window.setInterval(check, pollMs);
    // The first look once the new page is painted (after-paint.ts): measuring it sooner forced a
    // layout before the page was on screen, and the flag only restyles Next (bench:web:lessons).
    const cancelFirstLook = afterNextPaint(check);
    return () => {
      window.clearInterval(timer);
      cancelFirstLook();
    };
  }, []);
  return seen;
}
