import { useEffect, useEffectEvent } from 'react';

/** Where Enter already means something of its own: typing, pressing a control, following a link. */
const ownEnter = 'textarea, button, a[href], select, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="link"], [role="option"], [role="combobox"], [role="dialog"], [role="alertdialog"]';

/**
 * SPEC §2: Enter goes to the next page (not on tincan pages, where the
 * activity owns the keyboard), unless the key is for the focused control or a
 * dialog is open.
 */
export function useEnterNext(enabled: boolean, next: () => void) {
  const goNext = useEffectEvent(next);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(ownEnter) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      goNext();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
