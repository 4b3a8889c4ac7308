import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedByOf, FieldError, FieldHint } from './field-notes';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  /** Shown under the field, tied to it with aria-describedby, and marks it aria-invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** A control beside the input (e.g. "show password"); receives the input's id for aria-controls. */
  action?: (inputId: string) => ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One labelled input with its hint and its error: every form of the app uses
 * it, so every error is announced and tied to its field the same way.
 */
export function FormField({ label, error, hint, action, inputRef, className, ...input }: FormFieldProps) {
  const id = useId();
  const control = <input id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, hint, error)} {...input} />;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {action ? (
        <div className="field__with-action">
          {control}
          {action(id)}
        </div>
      ) : (
        control
      )}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
