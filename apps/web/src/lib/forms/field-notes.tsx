/**
 * The hint and the error under a form control, and the aria-describedby that ties them to it: every
 * field of the app writes them this way, so every hint is read with its control and every error is
 * announced on it (docs/accessibility.md).
 */

/** The ids a control is described by, or undefined when it has neither a hint nor an error. */
export function describedByOf(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** The hint under the control whose id is `id`; nothing without one. */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

/** The error under the control whose id is `id`; nothing without one. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}
