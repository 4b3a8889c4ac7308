import { useEffect, useRef, useState } from 'react';

/**
 * Hides a dialog at once and tells the owner a moment later (the contact
 * dialog tells its owner 100 ms after a toggle: docs/product/screens-and-routes.md#contact-dialog), so the closing animation
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
