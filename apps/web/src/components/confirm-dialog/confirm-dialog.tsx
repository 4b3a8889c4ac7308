import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { BusyButton } from '../../lib/forms/busy-button';
import './confirm-dialog.css';
import { useReturnFocus } from '../focus/use-return-focus';
import { usePortalContainer } from '../portal/portal-container';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Deleting asks to type a confirmation word (docs/product/accounts.md#logbook): the word and the label of its field. */
  confirmWord?: { word: string; label: string };
  /** Fields the action needs besides the word (a password), under the description; kept as typed until the dialog goes. */
  fields?: ReactNode;
  error?: ReactNode;
  /** Where the focus goes on closing when the control that opened the dialog is gone (the confirmed action removed it). */
  focusAfter?: () => HTMLElement | null;
}

/**
 * An alertdialog on Radix (focus trap, Escape, focus return) asking before an
 * action that cannot be undone; its texts come from the caller's bundle.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmWord,
  fields,
  error,
  focusAfter,
}: ConfirmDialogProps) {
  const wordId = useId();
  const descriptionId = useId();
  const [typed, setTyped] = useState('');
  // The word exactly as shown: typing it is the deliberate act that guards the deletion.
  const wordOk = !confirmWord || typed === confirmWord.word;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wordOk && !busy) onConfirm();
  };
  const container = usePortalContainer();
  // Opened from state rather than a Radix trigger: the focus goes back to what opened it by hand.
  const returnFocus = useReturnFocus(focusAfter);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setTyped('');
        onCancel();
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="confirm-dialog__overlay" />
        <Dialog.Content role="alertdialog" className="confirm-dialog" aria-describedby={descriptionId} {...returnFocus}>
          <Dialog.Title className="confirm-dialog__title">{title}</Dialog.Title>
          <form onSubmit={submit}>
            <div id={descriptionId}>{description}</div>
            {fields}
            {confirmWord && (
              <div className="field">
                <label htmlFor={wordId}>{confirmWord.label}</label>
                <input id={wordId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
              </div>
            )}
            {error}
            <div className="confirm-dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="button button--secondary">
                  {cancelLabel}
                </button>
              </Dialog.Close>
              <BusyButton className="button button--primary" busy={busy} disabled={!wordOk}>
                {confirmLabel}
              </BusyButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
