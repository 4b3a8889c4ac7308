import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../../components/focus/use-return-focus';
import { usePortalContainer } from '../../../components/portal/portal-container';

export interface PlayerDialogProps {
  open: boolean;
  title: string;
  /** Escape, the overlay or a close button: the dialog's own "cancel" answer. */
  onDismiss: () => void;
  children?: ReactNode;
  actions: ReactNode;
  /** alertdialog for the questions that interrupt the learner (no answer, costs, errors). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * Where the focus goes when the control that opened a dialog is gone (Check, once the page is
 * corrected): the page's result, else its heading.
 */
function focusFallback(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-focus-return="result"]:not([hidden])') ?? document.querySelector<HTMLElement>('[data-focus-return="page"]');
}

/**
 * The one dialog frame of the lesson player, on Radix (focus trap, Escape,
 * focus return, aria-modal), so every dialog looks and behaves the same.
 * Its body is the dialog's description (aria-describedby): a
 * screen reader reads the message with the title when the dialog opens.
 */
export function PlayerDialog({ open, title, onDismiss, children, actions, role = 'dialog', className }: PlayerDialogProps) {
  // Opened by state rather than a Radix trigger: focus goes back by hand to where it was.
  const returnFocus = useReturnFocus(focusFallback);
  const container = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="player-dialog__overlay" />
        <Dialog.Content
          role={role}
          className={`player-dialog ${className ?? ''}`}
          {...(children === undefined ? { 'aria-describedby': undefined } : {})}
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            // A dialog that asks before something irreversible opens on its safe answer (marked data-safe-choice), not on the first button.
            const safe = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-safe-choice]');
            if (!safe) return;
            event.preventDefault();
            safe.focus();
          }}
        >
          <Dialog.Title className="player-dialog__title">{title}</Dialog.Title>
          {children === undefined ? null : (
            <Dialog.Description asChild>
              <div className="player-dialog__body">{children}</div>
            </Dialog.Description>
          )}
          <div className="player-dialog__actions">{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
