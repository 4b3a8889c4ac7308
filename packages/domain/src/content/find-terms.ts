/** Zod-free, so the lesson player can highlight terms without the schemas (see terms.ts). */
interface CourseTerm {
  id: string;
  title: string;
  words: readonly string[];
}

/** Where a glossary term shows in a text, as offsets into that text (UTF-16, like String#slice). */
export interface TermMatch {
  termId: string;
  start: number;
  end: number;
  /** The text as written in the page, e.g. "Électricité" for the word "electricite". */
  text: string;
}

/**
 * Glossary highlighting (docs/product/lessons.md#glossary-terms): a term is found by its title or any of its
 * words, ignoring accents and case, as a whole word. Longer forms are matched
 * first, so "premiers secours" wins over "secours" inside it, and each term is
 * highlighted once, at its first free occurrence: a page is not a sea of links.
 */
export function findTerms(text: string, terms: readonly Pick<CourseTerm, 'id' | 'title' | 'words'>[]): TermMatch[] {
  const { folded, origin } = fold(text);
  const forms = terms
    .flatMap((term) =>
      [...new Set([term.title, ...term.words].map((form) => fold(form.trim().replace(/\s+/g, ' ')).folded))]
        .filter((form) => form !== '')
        .map((form) => ({ termId: term.id, form })),
    )
    .sort((a, b) => b.form.length - a.form.length);
  const matches: TermMatch[] = [];
  const found = new Set<string>();
  for (const { termId, form } of forms) {
    if (found.has(termId)) continue;
    const at = firstFree(folded, form, matches, origin);
    if (at === null) continue;
    const start = origin[at] as number;
    const end = origin[at + form.length] as number;
    matches.push({ termId, start, end, text: text.slice(start, end) });
    found.add(termId);
  }
  return matches.sort((a, b) => a.start - b.start);
}

function firstFree(folded: string, form: string, taken: readonly TermMatch[], origin: readonly number[]): number | null {
  for (let at = folded.indexOf(form); at !== -1; at = folded.indexOf(form, at + 1)) {
    const end = at + form.length;
    const wholeWord = !isWordChar(folded[at - 1]) && !isWordChar(folded[end]);
    const start = origin[at] as number;
    const stop = origin[end] as number;
    const free = taken.every((match) => stop <= match.start || start >= match.end);
    if (wholeWord && free) return at;
  }
  return null;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/**
 * Lower case without accents, with the offset in the original text of each
 * folded character (plus the end), since folding can change lengths.
 */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let i = 0; i < plain.length; i += 1) origin.push(offset);
    folded += plain;
    offset += char.length;
  }
  origin.push(offset);
  return { folded, origin };
}
