import { useId } from 'react';
import { describedByOf, FieldError, FieldHint } from './field-notes';

/** One choice of a select: what it sends and what it reads. */
interface SelectChoice {
  id: string;
  name: string;
}

export interface SelectFieldProps {
  label: string;
  /** The form field the select fills. */
  name: string;
  /** The chosen choice's id; '' for none. */
  value: string;
  onChange: (value: string) => void;
  choices: readonly SelectChoice[];
  /** The first option's words, choosing none (''); without it, one of `choices` must be chosen. */
  noneLabel?: string | undefined;
  hint?: string | undefined;
  /** Shown under the select, tied to it with aria-describedby, and marks it aria-invalid. */
  error?: string | undefined;
  required?: boolean;
}

/**
 * One labelled select of choices (often loaded from the API) with its hint and its error, as
 * FormField is for an input: its options, an optional « none » first, and the notes tied to it.
 */
export function SelectField({ label, name, value, onChange, choices, noneLabel, hint, error, required }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="control"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {noneLabel === undefined ? null : <option value="">{noneLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
