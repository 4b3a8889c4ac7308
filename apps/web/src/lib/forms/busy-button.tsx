import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** What it started is under way: the button says so and starts nothing more. */
  busy: boolean;
  /** A form's submit button by default. */
  type?: 'submit' | 'button';
  /** For a screen that moves the focus to it. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that keeps the focus while what it started is sent: `aria-disabled` and `aria-busy`
 * rather than `disabled`, which would drop the focus to the page's body (WCAG 2.4.3); a press, or
 * Enter in its form, meanwhile does nothing. `disabled` stays for what cannot be done yet.
 */
export function BusyButton({ busy, type = 'submit', onClick, children, ...rest }: BusyButtonProps) {
  return (
    <button
      {...rest}
      type={type}
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
