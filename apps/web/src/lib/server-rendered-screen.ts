/**
 * The server renders the sign-in screen into the page (docs/performance.md), and the app replaces
 * that markup with its own on its first render. Whatever the user did meanwhile carries over:
 * what they typed, by field name, and which field had the focus.
 */
const typed = new Map<string, string>();
let focusedName: string | null = null;

/** Reads, before the app's first render, what the user typed in the server-rendered screen. */
export function takeOverServerRenderedScreen(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (field.value !== '') typed.set(field.name, field.value);
  }
  const active = document.activeElement;
  focusedName = active instanceof HTMLElement && container.contains(active) ? active.getAttribute('name') : null;
}

/** What the user typed in the server-rendered field `name` before the app ran, else '' (for a field's initial state). */
export function typedBeforeStart(name: string): string {
  return typed.get(name) ?? '';
}

/** After the app's first render: the field the user was in has the focus again, and what they typed is forgotten. */
export function completeServerRenderedTakeover(container: HTMLElement): void {
  if (focusedName !== null) container.querySelector<HTMLElement>(`[name="${CSS.escape(focusedName)}"]`)?.focus();
  focusedName = null;
  typed.clear();
}
