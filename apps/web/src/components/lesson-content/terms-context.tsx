import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Term } from './types';

interface TermsScope {
  /** The terms a text (by its stable key) may highlight: those no earlier text of the page holds. */
  available: (owner: string) => readonly Term[];
  /** Records the terms a text highlighted. */
  claim: (termIds: readonly string[], owner: string) => void;
}

const TermsContext = createContext<TermsScope>({ available: () => [], claim: () => undefined });

/**
 * Texts render in page order, so the first text asking for a term is its
 * first occurrence; owners are stable keys, so re-rendering a text keeps its terms.
 */
export function TermsProvider({ terms, scope, children }: { terms: readonly Term[]; scope: unknown; children: ReactNode }) {
  const value = useMemo<TermsScope>(() => {
    void scope;
    const owners = new Map<string, string>();
    return {
      available: (owner) => terms.filter((term) => (owners.get(term.id) ?? owner) === owner),
      claim: (termIds, owner) => {
        for (const termId of termIds) if (!owners.has(termId)) owners.set(termId, owner);
      },
    };
  }, [terms, scope]);
  return <TermsContext.Provider value={value}>{children}</TermsContext.Provider>;
}

export const useTerms = () => useContext(TermsContext);
