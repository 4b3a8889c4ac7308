/**
 * The kind of input the learner used last, on `<html data-last-input>`: 'pointer' after a click or
 * a tap, 'keyboard' after a key. A heading the app focuses for screen readers when a page changes
 * (tabindex=-1) draws its focus ring for keyboard users only (global.css): browsers do not agree
 * on whether a focus moved by script after a click is :focus-visible (Safari, whose buttons take
 * no focus on click, says it is).
 */
export function trackInputModality(root: HTMLElement = document.documentElement): () => void {
  const set = (kind: 'pointer' | 'keyboard') => () => {
    if (root.dataset.lastInput !== kind) root.dataset.lastInput = kind;
  };
  const pointer = set('pointer');
  const keyboard = set('keyboard');
  // Captured, so a handler that stops the event does not hide it.
  document.addEventListener('pointerdown', pointer, { capture: true, passive: true });
  document.addEventListener('keydown', keyboard, { capture: true, passive: true });
  return () => {
    document.removeEventListener('pointerdown', pointer, { capture: true });
    document.removeEventListener('keydown', keyboard, { capture: true });
  };
}
