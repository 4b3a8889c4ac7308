import { useEffect, useEffectEvent, useRef } from 'react';

interface OpenWindow {
  close: () => void;
}

/** The floating windows open, the topmost (the last opened or used) last. */
const stack: OpenWindow[] = [];

/** Where Escape belongs to what the focus is in: a modal dialog, a menu or a list close themselves. */
const ownEscape = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]';

function closeTopmost(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(ownEscape)) return;
  const topmost = stack.at(-1);
  if (!topmost) return;
  event.preventDefault();
  topmost.close();
}

/**
 * Escape closes the topmost floating window from anywhere in the page, not only from inside it: a
 * window that covers part of the page can always be put away from the keyboard. Listened to on
 * `window`, after the page's own Escape handlers on `document`, which mark what they close with
 * preventDefault (a definition bubble, an image zone's text, the phone menu). Returns `raise`, to call when the window is used (it becomes the topmost).
 */
export function useWindowStack(onClose: () => void): () => void {
  const close = useEffectEvent(onClose);
  const entry = useRef<OpenWindow | null>(null);
  useEffect(() => {
    const open: OpenWindow = { close: () => close() };
    entry.current = open;
    stack.push(open);
    if (stack.length === 1) window.addEventListener('keydown', closeTopmost);
    return () => {
      stack.splice(stack.indexOf(open), 1);
      if (stack.length === 0) window.removeEventListener('keydown', closeTopmost);
    };
  }, []);
  return () => {
    const open = entry.current;
    const index = open ? stack.indexOf(open) : -1;
    if (open === null || index === -1 || index === stack.length - 1) return;
    stack.splice(index, 1);
    stack.push(open);
  };
}
