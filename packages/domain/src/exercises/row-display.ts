/**
 * Display rules of the rows that the lesson player needs (docs/product/constants.md#player).
 * Zod-free, so the web app imports them without the validation schemas.
 */

/** Image-cliquable zones are drawn in a view of this width, whatever the size the image is shown at. */
export const IMAGE_VIEW_WIDTH = 808;

/** Width of a free-answer input when the row sets no defaultWidth, in px. */
export const FREE_ANSWER_DEFAULT_WIDTH = 175;

/** Horizontal padding of the course competency list, in px: 140 when the count divides by 4, 200 by 3, else 80. */
export function competencyListPadding(count: number): number {
  if (count > 0 && count % 4 === 0) return 140;
  if (count > 0 && count % 3 === 0) return 200;
  return 80;
}

/** `{{slotId}}` markers in a combined-choice text, where the drop-down lists go. */
const SLOT_MARKER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export type SlotTextPart = { kind: 'text'; text: string } | { kind: 'slot'; slotId: string };

/** The text cut at its markers, in order: text pieces and slots. */
export function slotTextParts(text: string): SlotTextPart[] {
  const parts: SlotTextPart[] = [];
  let end = 0;
  for (const match of text.matchAll(SLOT_MARKER)) {
    if (match.index > end) parts.push({ kind: 'text', text: text.slice(end, match.index) });
    parts.push({ kind: 'slot', slotId: match[1] as string });
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push({ kind: 'text', text: text.slice(end) });
  return parts;
}
