import { type ScreenData, screenDataElementId } from '@espace/contracts/server-rendering';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { adoptKeptAnswers } from './persisted-queries';
import { readToken, readUserId } from './session-storage';

/**
 * The server renders a first screen into the page (docs/performance.md), and the app replaces
 * that markup with its own on its first render, which React renders in slices while the page
 * stays usable. Whatever the user did meanwhile carries over: what they typed, by field name,
 * until the app's screen shows, and the field they were in.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
/** The server-rendered fields by name, and their values when the app started rendering its own. */
const typed = new Map<string, { field: Field; value: string }>();
let focusedName: string | null = null;
let stopFollowingFocus = () => {};

/**
 * Before the app's first render: a learner's screen (Home) comes with the answers it shows,
 * which the app starts with, so its first render is the same screen, not a loading state. Only
 * for the learner signed in here: a page of someone else's (a copy kept from before a sign-out),
 * or of a session gone since, is taken down and the app renders on its own.
 */
export function adoptServerRenderedData(container: HTMLElement, queryClient: QueryClient): void {
  const element = document.getElementById(screenDataElementId);
  if (element === null) return;
  let data: ScreenData | null = null;
  try {
    data = JSON.parse(element.textContent ?? 'null') as ScreenData | null;
  } catch {
    // Unreadable: as if it were someone else's.
  }
  element.remove();
  if (data !== null && readToken() !== null && data.userId === readUserId()) adoptKeptAnswers(queryClient, data.queries as DehydratedState);
  else container.replaceChildren();
}

/** Reads, before the app's first render, what the user typed in the server-rendered screen, and follows the focus until it shows. */
export function takeOverServerRenderedScreen(container: HTMLElement): void {
  for (const field of container.querySelectorAll<Field>('input[name], textarea[name]')) typed.set(field.name, { field, value: field.value });
  const followFocus = () => {
    const active = document.activeElement;
    focusedName = active instanceof HTMLElement && container.contains(active) ? active.getAttribute('name') : null;
  };
  followFocus();
  container.addEventListener('focusin', followFocus);
  stopFollowingFocus = () => container.removeEventListener('focusin', followFocus);
}

/** What the user typed in the server-rendered field `name` before the app ran, else '' (for a field's initial state). */
export function typedBeforeStart(name: string): string {
  return typed.get(name)?.value ?? '';
}

/** Types `value` into an app field as the user would, so its onChange sees it (React tracks the value the setter bypasses). */
function typeInto(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app's screen shows (its first commit): what was typed while it rendered reaches its
 * fields too, the field the user was in has the focus again, and the server's fields are forgotten.
 */
export function completeServerRenderedTakeover(container: HTMLElement): void {
  stopFollowingFocus();
  const fieldNamed = (name: string) => container.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  for (const [name, { field, value }] of typed) {
    const own = fieldNamed(name);
    if (field.value !== value && (own instanceof HTMLInputElement || own instanceof HTMLTextAreaElement)) typeInto(own, field.value);
  }
  if (focusedName !== null) fieldNamed(focusedName)?.focus();
  focusedName = null;
  typed.clear();
}
