import * as Dialog from '@radix-ui/react-dialog';
import { contactMessageMax } from '@espace/contracts/message-limits';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CLOSE_AFTER_SUCCESS_MS, HIDE_AFTER_TOGGLE_MS, sendContactMessage } from './send-mail';
import { useDelayedClose } from './use-delayed-close';
import { SendFormFooter } from './send-form-footer';
import { describedByOf, FieldHint } from '../../lib/forms/field-notes';
import './dialogs.css';
import { useReturnFocus } from '../focus/use-return-focus';
import { usePortalContainer } from '../portal/portal-container';

export interface ContactRecipient {
  id: string;
  name: string;
}

export interface ContactUserDialogProps {
  /** The dialog is open while a recipient is set (docs/product/screens-and-routes.md#contact-dialog). */
  recipient: ContactRecipient | null;
  /** The read-only 'Objet', e.g. the course the learner writes about. */
  subject: string;
  classId?: string | undefined;
  onClose: () => void;
  /** Where the focus goes back when the control that opened the dialog is gone (a menu item). */
  returnFocusTo?: () => HTMLElement | null;
}

/** Contact a user: 'Objet' read-only, 'Message' required, 'Envoyer à {recipient}' (docs/product/screens-and-routes.md#contact-dialog). */
export function ContactUserDialog({ recipient, subject, classId, onClose, returnFocusTo }: ContactUserDialogProps) {
  const { t } = useTranslation();
  const subjectId = useId();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const { closing, close } = useDelayedClose(onClose, HIDE_AFTER_TOGGLE_MS);
  const send = useMutation({ mutationFn: sendContactMessage });
  const empty = message.trim() === '';

  useEffect(() => {
    if (!send.isSuccess) return undefined;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [send.isSuccess, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (recipient === null || empty || subject.trim() === '') {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    send.mutate({ recipientId: recipient.id, subject, message: message.trim(), ...(classId ? { classId } : {}) });
  };
  const name = recipient?.name ?? '';
  const fieldError = touched && empty ? t('viewers.contact.required') : undefined;
  const count = t('forms.characterCount', { count: message.length, max: contactMessageMax });

  const container = usePortalContainer();
  // Closed by Escape, Annuler or after sending: back to the control that opened it.
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open={recipient !== null && !closing} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="app-dialog__overlay" />
        <Dialog.Content className="app-dialog" aria-describedby={undefined} {...returnFocus}>
          <Dialog.Title className="app-dialog__title">{t('viewers.contact.title', { recipient: name })}</Dialog.Title>
          <form className="app-dialog__form" onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={subjectId}>{t('viewers.contact.subject')}</label>
              <input id={subjectId} value={subject} readOnly />
            </div>
            <div className="field">
              <label htmlFor={messageId}>{t('viewers.contact.message')}</label>
              <textarea
                id={messageId}
                rows={6}
                value={message}
                required
                maxLength={contactMessageMax}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedByOf(messageId, count, fieldError)}
                onChange={(event) => setMessage(event.target.value)}
                onBlur={() => setTouched(true)}
                disabled={send.isPending || send.isSuccess}
              />
              <FieldHint id={messageId} hint={count} />
              {fieldError && (
                <p className="field__error" id={`${messageId}-error`}>
                  {fieldError}
                </p>
              )}
            </div>
            <SendFormFooter
              texts={{
                incomplete: t('viewers.contact.incomplete'),
                sent: t('viewers.contact.sent'),
                cancel: t('viewers.contact.cancel'),
                send: t('viewers.contact.send', { recipient: name }),
              }}
              incomplete={incomplete}
              send={send}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
