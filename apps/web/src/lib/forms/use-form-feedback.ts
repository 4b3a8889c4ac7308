import { useCallback, useRef, useState } from 'react';
import type { NormalisedError } from '../errors/normalise-error';
import { useErrorText } from '../errors/use-error-text';
import { afterPointerRelease } from './after-pointer-release';
import { serverErrorField } from './server-field-error';

interface ServerFailure<F extends string> {
  field: F | undefined;
  error: NormalisedError;
}

/**
 * When a form shows its errors: a field's own rule once the user has left it
 * (blur, shown when the pointer that left it is released) or tried to send; a server refusal on the field it names until that
 * field changes, or above the form when it names none. Also focuses the first
 * field in error, so a keyboard or screen-reader user lands on what to fix.
 */
export function useFormFeedback<F extends string>(fields: readonly F[], fieldOfCode: Partial<Record<string, F>> = {}) {
  const errorText = useErrorText();
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<ServerFailure<F> | null>(null);
  const inputs = useRef(new Map<F, HTMLInputElement>());

  // Shown once the pointer that took the focus away is released: the control it pressed stays where it was.
  const touch = useCallback(
    (field: F) => afterPointerRelease(() => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)))),
    [],
  );
  const edited = useCallback((field: F) => setFailure((previous) => (previous?.field === field ? null : previous)), []);
  const register = useCallback(
    (field: F) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    [],
  );
  const focus = useCallback((field: F | undefined) => {
    if (field !== undefined) inputs.current.get(field)?.focus();
  }, []);

  /** Call on submit with the fields whose rules fail; returns true when the form may be sent. */
  const attempt = useCallback(
    (invalid: readonly F[]) => {
      setSubmitted(true);
      setFailure(null);
      focus(fields.find((field) => invalid.includes(field)));
      return invalid.length === 0;
    },
    [fields, focus],
  );

  const refuse = useCallback(
    (error: unknown) => {
      const field = serverErrorField(error, fields, fieldOfCode);
      setFailure({ field, error: errorText(error) });
      focus(field);
    },
    [fields, fieldOfCode, errorText, focus],
  );

  const fieldError = (field: F, ruleText: string | undefined): string | undefined => {
    if (ruleText !== undefined && (submitted || touched.has(field))) return ruleText;
    return failure?.field === field ? failure.error.message : undefined;
  };

  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
    setFailure(null);
  }, []);

  return { touch, edited, register, attempt, refuse, fieldError, reset, failure, formFailure: failure && failure.field === undefined ? failure.error : null };
}
