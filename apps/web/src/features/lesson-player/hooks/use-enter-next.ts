import { useEffect, useEffectEvent } from 'react';

/**
 * Where Enter already means something of its own, or where a stray Enter must not send answers for
 * good (WCAG 3.3.4): typing a paragraph, pressing a control, following a link, ticking
 * a box or a radio (a screen reader's "press" on a checkbox may send Enter).
 */
const ownEnter = [
  'textarea',
  'button',
  'a[href]',
  'select',
  'summary',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="button"]',
  'input[type="submit"]',
  'input[type="reset"]',
  'input[type="file"]',
  'input[type="range"]',
  '[role="button"]',
  '[role="link"]',
  '[role="option"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="slider"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
].join(', ');

/** A one-line answer field: Enter there is the learner's "I have answered", never "move on". */
const answerField = 'input';

/**
 * docs/product/lessons.md#next: Enter goes to the next page (not on tincan pages, where the activity owns the keyboard),
 * unless the key is for the focused control or a dialog is open: from the page's text or its
 * heading (where the focus lands after a step, use-step-focus.ts). In a one-line answer field it
 * checks the answer while the page can be checked (`check`, null otherwise), and does nothing
 * else: a stray Enter never sends an answer for good (WCAG 3.3.4). Enter held down presses once:
 * its repeats would press Next again as soon as the correction shows, and skip it.
 */
export function useEnterNext(enabled: boolean, next: () => void, check: (() => void) | null) {
  const goNext = useEffectEvent(next);
  const goCheck = useEffectEvent(() => check?.());
  const canCheck = check !== null;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(ownEnter) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      if (event.repeat) return undefined;
      if (!target?.closest(answerField)) return goNext();
      if (canCheck) goCheck();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, canCheck]);
}
