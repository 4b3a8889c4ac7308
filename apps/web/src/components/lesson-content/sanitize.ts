import { findTerms } from '@espace/domain/content/find-terms';
import { punctuationPieces } from '@espace/domain/display/typography';
import DOMPurify from 'dompurify';
import type { Term } from './types';

/** Where a form would send what a learner types, unless it stays on this site. */
function sendsElsewhere(form: Element): boolean {
  const action = form.getAttribute('action');
  if (action === null || action.trim() === '') return false;
  try {
    return new URL(action, document.baseURI).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/**
 * Course HTML is authored content: scripts, handlers and foreign markup never reach the page.
 * Nor do a global `<style>` (it could restyle or hide the player itself) and a form that posts
 * elsewhere (a learner would type into a look-alike field and send it to another site).
 * Its punctuation keeps to its words (keepPunctuationWithWords).
 */
export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style'], FORBID_ATTR: ['formaction'], RETURN_DOM_FRAGMENT: true });
  for (const form of Array.from(fragment.querySelectorAll('form'))) if (sendsElsewhere(form)) form.remove();
  for (const text of textNodes(fragment)) keepPunctuationWithWords(text);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/**
 * French punctuation stays with its word (display/typography.ts): "maintenant ?" goes in a span no
 * line breaks inside, so a line never starts with a lone "?". The text itself does not change.
 */
function keepPunctuationWithWords(text: Text): void {
  const pieces = punctuationPieces(text.data);
  if (!pieces.some((piece) => piece.keepTogether)) return;
  text.replaceWith(
    ...pieces.map((piece) => {
      if (!piece.keepTogether) return piece.text;
      const span = document.createElement('span');
      span.className = 'nowrap';
      span.textContent = piece.text;
      return span;
    }),
  );
}

/** Inside these, a term button would nest interactive content or change code samples. */
const SKIPPED = new Set(['A', 'BUTTON', 'CODE', 'PRE', 'LABEL', 'SELECT', 'TEXTAREA']);

function textNodes(root: Node): Text[] {
  const found: Text[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) found.push(child as Text);
      else if (child.nodeType === Node.ELEMENT_NODE && !SKIPPED.has((child as Element).tagName)) walk(child);
    }
  };
  walk(root);
  return found;
}

interface HighlightOptions {
  /** The terms this text may highlight (each term is highlighted once per page). */
  terms: readonly Term[];
  /** The id of the element holding the term's definition, for aria-describedby. */
  definitionId: (termId: string) => string;
}

/**
 * Sanitised HTML with each glossary term found (accent-insensitive, longest
 * first: `findTerms`) wrapped in a button that the text component wires to
 * the definition. Returns the term ids it highlighted.
 */
export function highlightTerms(html: string, { terms, definitionId }: HighlightOptions): { html: string; termIds: string[] } {
  const clean = sanitizeHtml(html);
  if (terms.length === 0) return { html: clean, termIds: [] };
  const container = document.createElement('div');
  container.innerHTML = clean;
  const termIds: string[] = [];
  for (const node of textNodes(container)) {
    const available = terms.filter((term) => !termIds.includes(term.id));
    const matches = findTerms(node.data, available);
    // From the last match back, so earlier offsets stay valid while the node is split.
    for (const match of [...matches].reverse()) {
      const after = node.splitText(match.start);
      after.splitText(match.end - match.start);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'term';
      button.dataset.termId = match.termId;
      button.setAttribute('aria-describedby', definitionId(match.termId));
      button.textContent = after.data;
      after.replaceWith(button);
    }
    termIds.push(...matches.map((match) => match.termId));
  }
  return { html: container.innerHTML, termIds };
}
