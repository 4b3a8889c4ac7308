import type { Wording } from '@espace/domain/accessibility/conformance';
import { Fragment } from 'react';

/** French for any French interface (fr-CA, fr-CH inherit it), English otherwise: the two languages the statement is written in. */
export const statementLanguage = (language: string): keyof Wording => (language.startsWith('fr') ? 'fr' : 'en');

/** A remark of the statement: words between backticks are names from the code (a file, an attribute, an axe rule). */
export function StatementText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        // Odd parts sit between backticks; the split's order is the text's, so the index is a stable key.
        index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
