import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** The form is being sent: the button says so and sends nothing more. */
  busy: boolean;
};

/**
 * A form's submit button that keeps the focus while the form is sent: `aria-disabled` and
 * `aria-busy` rather than `disabled`, which would drop the focus to the page's body (WCAG 2.4.3);
 * a press or Enter meanwhile sends nothing. `disabled` stays for a form that cannot be sent yet.
 */
export function SubmitButton({ busy, onClick, children, ...rest }: SubmitButtonProps) {
  return (
    <button
      {...rest}
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
