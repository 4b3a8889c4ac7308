import { z } from 'zod';
import { nonBlank } from '../exercises/row-common';

/** A glossary term: title, words and definition are all required (docs/product/data-model.md#glossary-terms). */
export const courseTermSchema = z.strictObject({
  id: z.string().min(1),
  title: nonBlank,
  words: z.array(nonBlank),
  definition: nonBlank,
});
export type CourseTerm = z.output<typeof courseTermSchema>;

// Highlighting runs in the browser: it lives in a zod-free module the web app imports directly.
export { findTerms, type TermMatch } from './find-terms';
