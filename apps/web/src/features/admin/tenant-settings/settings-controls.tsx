import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { describedByOf, FieldError, FieldHint } from '../../../lib/forms/field-notes';

/** A checkbox with its label beside it and a hint under both, tied to it with aria-describedby. */
export function SettingsCheckbox({
  label,
  hint,
  checked,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="settings-check">
      <input
        id={id}
        ref={inputRef}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of checkboxes (or radios) under one name, with its own hint and error. */
export function SettingsGroup({ legend, hint, error, children }: { legend: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="settings-group" aria-describedby={describedByOf(id, hint, error)}>
      <legend>{legend}</legend>
      <FieldHint id={id} hint={hint} />
      <div className="settings-group__items">{children}</div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A labelled text area with its hint and error, as FormField is for one-line inputs. */
export function TextAreaField({
  label,
  hint,
  error,
  inputRef,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, hint, error)} {...textarea} />
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
