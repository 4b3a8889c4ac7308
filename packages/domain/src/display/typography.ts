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

/** What stays with the word before a separator, what stays with the word after it, and the rest. */
export interface SeparatorParts {
  /** Closing punctuation, with the space French puts before it: « mot ? », "word," or "word.". */
  closing: string;
  between: string;
  /** Opening punctuation, with the space French puts after it: « « mot » or "(word". */
  opening: string;
}

const CLOSING = /^(?:[ \u00A0\u202F]?[.,;:!?…»)\]%])+/;
const OPENING = /(?:[«([][ \u00A0\u202F]?)+$/;

/**
 * Splits the text between two words of a sentence shown word by word (pick words), so a renderer
 * keeps each word with the punctuation that belongs to it: a line never starts with « ? » or « , »
 * and never ends with « « ». The characters stay as written; a dash or a lone space is `between`.
 */
export function separatorParts(text: string): SeparatorParts {
  const closing = CLOSING.exec(text)?.[0] ?? '';
  const rest = text.slice(closing.length);
  const opening = OPENING.exec(rest)?.[0] ?? '';
  return { closing, between: rest.slice(0, rest.length - opening.length), opening };
}

/** What French typography asks of an interface text, and how a text breaks it. */
export type FrenchTypographyIssue = 'straightApostrophe' | 'breakingSpaceBeforeMark' | 'breakingSpaceInsideQuotes' | 'missingSpaceBeforeMark';

/**
 * The rules the French catalogues follow (lib/i18n/french-typography.test.ts): the typographic
 * apostrophe ’; a no-break space before « : ; ! ? % » and inside « », narrow (U+202F) before ; ! ? %
 * and full (U+00A0) before : and inside the quotes, so a mark never starts a line. A plain space
 * there, or none before ; ! ? after a word, is an issue. A text's `{{placeholders}}` and addresses
 * are not looked at.
 */
export function frenchTypographyIssues(text: string): FrenchTypographyIssue[] {
  const prose = text.replace(/\{\{[^}]*\}\}/g, '{}').replace(/\S+:\/\/\S+/g, '');
  const issues = new Set<FrenchTypographyIssue>();
  if (/\p{L}'\p{L}/u.test(prose)) issues.add('straightApostrophe');
  if (/ [:;!?%»]/.test(prose)) issues.add('breakingSpaceBeforeMark');
  if (/« /.test(prose)) issues.add('breakingSpaceInsideQuotes');
  if (/[\p{L}\p{N})][;!?]/u.test(prose)) issues.add('missingSpaceBeforeMark');
  return [...issues];
}

/** A French text with its typography set right: what frenchTypographyIssues would ask for. */
export function withFrenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    .replace(/ ([;!?%])/g, '\u202F$1')
    .replace(/ ([:»])/g, '\u00A0$1')
    .replace(/« /g, '«\u00A0');
}
