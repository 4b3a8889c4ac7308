import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A navigation folded behind one button on small screens (the header's « Menu », the administration's
 * sections): open on the page it was opened on, so following one of its links closes it; Escape
 * closes it and gives focus back to its button. The button carries `aria-expanded` and `aria-controls`.
 */
export function usePageDisclosure() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Closed here, not also a floating window (window-stack.ts).
      event.preventDefault();
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return { open, buttonRef, toggle: () => setOpenOn(open ? null : pathname) };
}
