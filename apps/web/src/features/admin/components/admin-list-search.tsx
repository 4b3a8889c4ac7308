import { useState } from 'react';
import { describedByOf, FieldHint } from '../../../lib/forms/field-notes';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** How long typing may pause before the list is asked again. */
const SEARCH_PAUSE_MS = 300;

/**
 * The search of an administration list: what is typed, the search it makes once typing pauses, and
 * the page, back to the first whenever the search or a filter changes (`restart`).
 */
export function useAdminListSearch() {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  return {
    typed,
    search,
    page,
    setPage,
    type: (value: string) => {
      setTyped(value);
      setPage(1);
    },
    restart: () => setPage(1),
  };
}

/** The labelled search box above an administration list; 100 characters, as the lists' contracts take. */
export function AdminSearchField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        aria-describedby={describedByOf(id, hint, undefined)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
