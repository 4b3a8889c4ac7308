/** A piece of text, and whether a line may break inside it. */
export interface TextPiece {
  text: string;
  keepTogether: boolean;
}

// « and the space after it with its word (and a closing mark), or a word and the space before ? ! ; : » (French typography).
const PUNCTUATION_WITH_WORD = /«[ \u00A0\u202F]+[^\s«»]+(?:[ \u00A0\u202F]+[?!;:»]+)?|[^\s«»]+[ \u00A0\u202F]+[?!;:»]+/g;

/**
 * Keeps French punctuation with its word: "maintenant ?" and "« Bonjour" become pieces a line must
 * not break inside, so a line never starts with a lone "?" (« Que voulez-vous faire maintenant ? »).
 * The characters stay as they are (a renderer only stops the break, e.g. with `white-space:
 * nowrap`), so the text, its accessible name and what a screen reader says do not change; English,
 * which puts no space there, is left in one piece.
 */
export function punctuationPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(PUNCTUATION_WITH_WORD)) {
    const start = match.index;
    if (start > from) pieces.push({ text: text.slice(from, start), keepTogether: false });
    pieces.push({ text: match[0], keepTogether: true });
    from = start + match[0].length;
  }
  if (from < text.length || pieces.length === 0) pieces.push({ text: text.slice(from), keepTogether: false });
  return pieces;
}
