/**
 * A glossary term: title, words and definition are all required, none blank
 * (docs/product/data-model.md#glossary-terms); the content package's schema checks them.
 */
export interface CourseTerm {
  id: string;
  title: string;
  words: string[];
  definition: string;
}

// Highlighting runs in the browser, which imports its module (find-terms) directly.
export { findTerms } from './find-terms';
