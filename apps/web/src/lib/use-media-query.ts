import { useSyncExternalStore } from 'react';
import { breakpoints } from './breakpoints';
import { useStaticRenderVisitor } from './static-render';

// jsdom and very old browsers have no matchMedia: they get the desktop layout.
const matches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** True while the media query matches; follows resizes and rotations. */
function useMediaQuery(query: string): boolean {
  // On the server, the phone layout when the browser said it is one; nothing else matches there.
  const serverMatches = useStaticRenderVisitor()?.mobile === true && query === mobileQuery;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => serverMatches,
  );
}

/** Below the xs breakpoint is "mobile" (docs/product/screens-and-routes.md#small-screens) (class filtering, the mobile message, the dashboard select). */
const mobileQuery = `(max-width: ${breakpoints.xs - 0.02}px)`;

export const useIsMobile = (): boolean => useMediaQuery(mobileQuery);
