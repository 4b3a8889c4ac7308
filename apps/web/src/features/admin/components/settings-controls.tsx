import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';

/** A checkbox with its label beside it and a hint under both, tied to it with aria-describedby. */
export function SettingsCheckbox({ label, hint, checked, onChange, error, inputRef }: { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void; error?: string | undefined; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="settings-check">
      <input id={id} ref={inputRef} type="checkbox" checked={checked} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of checkboxes (or radios) under one name, with its own hint and error. */
export function SettingsGroup({ legend, hint, error, children }: { legend: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="settings-group" aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="settings-group__items">{children}</div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A labelled text area with its hint and error, as FormField is for one-line inputs. */
export function TextAreaField({ label, hint, error, inputRef, ...textarea }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; hint?: string; error?: string | undefined; inputRef?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...textarea} />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
