import { useEffect } from 'react';
import { nextStartRefresh } from '../class-refresh';

/** Refetches once 200 ms after the next class start on screen, so its lessons unlock without a reload. */
export function useRefreshAtStart(startTimes: readonly (string | null)[], refresh: () => void): void {
  const key = startTimes.join('|');
  useEffect(() => {
    const delay = nextStartRefresh(
      key.split('|').map((start) => start || null),
      Date.now(),
    );
    if (delay === null) return undefined;
    const timer = setTimeout(refresh, delay);
    return () => clearTimeout(timer);
  }, [key, refresh]);
}
