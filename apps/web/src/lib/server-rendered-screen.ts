import { type ScreenData, screenDataElementId } from '@espace/contracts/server-rendering';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { adoptKeptAnswers } from './persisted-queries';
import { readToken, readUserId } from './session-storage';

/**
 * The server renders a first screen into the page (docs/performance.md), and the app replaces
 * that markup with its own on its first render. Whatever the user did meanwhile carries over:
 * what they typed, by field name, and which field had the focus.
 */
const typed = new Map<string, string>();
let focusedName: string | null = null;

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
