import { useRef } from 'react';

/**
 * Where the focus goes when a dialog opened by state (not by a Radix trigger) closes: back to the
 * control that had it when the dialog opened, else to `fallback` (that control is gone: a menu
 * item, a button the answer replaced), rather than to the page's body (WCAG 2.4.3).
 * Spread onto a Radix `Dialog.Content`.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
