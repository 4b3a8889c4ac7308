import { useEffect, useRef, useState } from 'react';

/**
 * Hides a dialog at once and tells the owner a moment later (SPEC §4: the
 * contact dialog auto-hides 100 ms after a toggle), so the closing animation
 * is not cut by the owner unmounting it.
 */
export function useDelayedClose(onClose: () => void, delayMs: number) {
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const close = () => {
    setClosing(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setClosing(false);
      onClose();
    }, delayMs);
  };
  return { closing, close };
}
