import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
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
 * The one dialog frame of the lesson player, on Radix (focus trap, Escape,
 * focus return, aria-modal), so every dialog looks and behaves the same.
 */
export function PlayerDialog({ open, title, onDismiss, children, actions, role = 'dialog', className }: PlayerDialogProps) {
  // Opened by state rather than a Radix trigger: focus goes back by hand to where it was.
  const returnFocus = useRef<HTMLElement | null>(null);
  const container = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="player-dialog__overlay" />
        <Dialog.Content
          role={role}
          className={`player-dialog ${className ?? ''}`}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current?.isConnected) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
        >
          <Dialog.Title className="player-dialog__title">{title}</Dialog.Title>
          <div className="player-dialog__body">{children}</div>
          <div className="player-dialog__actions">{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
