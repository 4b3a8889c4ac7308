import { z } from 'zod';
import { selectionAnswer } from './answer-kinds';
import type { ExerciseModule } from './exercise-module';
import { scoredRowFields, withoutFeedbacks } from './row-common';
import { distinct, selectionMarks, selectionRatio } from './selection';

/** A piece of the text: words carry their index (what the learner picks), separators do not. */
interface WordToken {
  text: string;
  index?: number;
}

export interface TokenisedText {
  tokens: WordToken[];
  /** Indexes of the words to pick (the ones between [ ] markers), in text order. */
  key: number[];
  wordCount: number;
  /** An unclosed, nested or empty [ ] marker. */
  strayBrackets: boolean;
}

// Letters and digits, with inner apostrophes and hyphens ("aujourd'hui", "peut-être").
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const MARKED = /\[([^[\]]*)\]/g;

/**
 * Word indexes are stable: the same text always gives the same indexes, on
 * server and client. Words inside a marker are split like any other, so
 * "[premiers secours]" is two words to pick and the tokens sent to the
 * learner do not show where a marker was.
 */
export function tokenise(text: string): TokenisedText {
  const result: TokenisedText = { tokens: [], key: [], wordCount: 0, strayBrackets: false };
  let end = 0;
  for (const match of text.matchAll(MARKED)) {
    addWords(result, text.slice(end, match.index), false);
    const before = result.key.length;
    addWords(result, match[1] as string, true);
    result.strayBrackets ||= result.key.length === before;
    end = match.index + match[0].length;
  }
  addWords(result, text.slice(end), false);
  return result;
}

function addWords(result: TokenisedText, piece: string, marked: boolean): void {
  let end = 0;
  const separator = (between: string) => {
    if (between === '') return;
    result.strayBrackets ||= /[[\]]/.test(between);
    const last = result.tokens.at(-1);
    // Separators either side of a marker join up, as if the marker were not there.
    if (last && last.index === undefined) last.text += between;
    else result.tokens.push({ text: between });
  };
  for (const match of piece.matchAll(WORD)) {
    separator(piece.slice(end, match.index));
    const index = result.wordCount;
    result.wordCount += 1;
    if (marked) result.key.push(index);
    result.tokens.push({ text: match[0], index });
    end = match.index + match[0].length;
  }
  separator(piece.slice(end));
}

export const pickWordsRowSchema = z.strictObject({ ...scoredRowFields('pick-words'), text: z.string() }).superRefine((row, context) => {
  const { key, strayBrackets } = tokenise(row.text);
  if (strayBrackets) context.addIssue({ code: 'custom', path: ['text'], message: 'a [ ] marker is unclosed, empty or nested' });
  if (key.length === 0) context.addIssue({ code: 'custom', path: ['text'], message: 'mark at least one word to pick with [ ]' });
});
export type PickWordsRow = z.output<typeof pickWordsRowSchema>;

/** The picked word indexes, in picking order. */
const answerSchema = z.array(z.int().min(0));

const asIds = (indexes: readonly number[]): string[] => indexes.map(String);

/** The learner gets the words without the markers: the text itself would give the key away. */
function publicRow(row: PickWordsRow) {
  const { text: _text, ...rest } = withoutFeedbacks(row);
  return { ...rest, tokens: tokenise(row.text).tokens };
}

export const pickWords: ExerciseModule<typeof pickWordsRowSchema, typeof answerSchema, ReturnType<typeof publicRow>> = {
  type: 'pick-words',
  rowSchema: pickWordsRowSchema,
  answerSchema,
  ...selectionAnswer,
  answerIssue: (row, answer) => {
    const count = tokenise(row.text).wordCount;
    const outside = answer.filter((index) => index >= count);
    return outside.length === 0 ? null : `word indexes out of the text (${count} words): ${outside.join(', ')}`;
  },
  score: (row, answer) => selectionRatio(asIds(tokenise(row.text).key), asIds(answer), row.settings?.keepOrder ?? false),
  /** Listed answers are word indexes written as strings. */
  matchesAnswers: (_row, answer, answers) => answers.every((id) => distinct(asIds(answer)).includes(id)),
  publicRow,
  correction: (row, answer) => ({
    kind: 'choices',
    marks: selectionMarks(
      Array.from({ length: tokenise(row.text).wordCount }, (_, index) => String(index)),
      asIds(tokenise(row.text).key),
      asIds(answer),
      row.settings?.keepOrder ?? false,
    ),
  }),
};
