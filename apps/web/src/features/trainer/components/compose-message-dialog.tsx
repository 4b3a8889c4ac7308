import type { ClassMessage } from '@espace/contracts/messages';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TIME_ZONE } from '@espace/domain/messages/message-vocabulary';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useReturnFocus } from '../../../components/focus/use-return-focus';
import { usePortalContainer } from '../../../components/portal/portal-container';
import { CLOSE_AFTER_SUCCESS_MS, HIDE_AFTER_TOGGLE_MS } from '../../../components/viewers/send-mail';
import { useDelayedClose } from '../../../components/viewers/use-delayed-close';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { describedByOf, FieldError, FieldHint } from '../../../lib/forms/field-notes';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSendClassMessage } from '../api/class-messages-api';
import { type ComposeRecipients, type Draft, type DraftField, draftProblems, requestOf, scheduleBounds, useRecipientsText } from './compose-draft';
import '../../../components/viewers/dialogs.css';
import './compose-message-dialog.css';

export type { ComposeRecipients } from './compose-draft';

export interface ComposeMessageDialogProps {
  /** The class the learners are in: the message goes to their threads with me, as a message to this class. */
  classId: string;
  /** Who it is for: learners named one by one, or a view of the roster (resolved by the server when sent). */
  recipients: ComposeRecipients;
  /** What the fields start with (a reminder prepared by another screen); the trainer may change both. */
  initialSubject?: string;
  initialBody?: string;
  /** The dialog is open while it is mounted; this is called once it has closed (cancelled, or 1.5 s after sending). */
  onClose: () => void;
  /** Called with the message as the server recorded it, sent or scheduled. */
  onSent?: (message: ClassMessage) => void;
  /** Where the focus goes back when the control that opened the dialog is gone. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * « Envoyer un message » (docs/trainers.md#messages): a subject, a message, and now or at a time
 * typed in Europe/Paris, to learners of a class. A refusal says why on its field or above the
 * buttons, and nothing typed is lost; once sent, it says so and closes.
 */
export function ComposeMessageDialog({
  classId,
  recipients,
  initialSubject = '',
  initialBody = '',
  onClose,
  onSent,
  returnFocusTo,
}: ComposeMessageDialogProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const ids = { subject: useId(), body: useId(), sendAt: useId(), when: useId() };
  const [draft, setDraft] = useState<Draft>({ subject: initialSubject, body: initialBody, when: 'now', sendAt: '' });
  const [shown, setShown] = useState<ReadonlySet<DraftField>>(() => new Set());
  const subjectField = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const sendAtField = useRef<HTMLInputElement>(null);
  const { closing, close } = useDelayedClose(onClose, HIDE_AFTER_TOGGLE_MS);
  const send = useSendClassMessage(classId);
  const recipientsText = useRecipientsText(recipients);
  const [bounds] = useState(() => scheduleBounds(new Date()));
  const count = recipients.kind === 'learners' ? recipients.learners.length : recipients.count;

  useEffect(() => {
    if (!send.isSuccess) return undefined;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [send.isSuccess, onClose]);

  const problems = draftProblems(draft, new Date());
  const serverTime = errorCodeOf(send.error) === 'INVALID_SEND_TIME' ? errorText(send.error).message : undefined;
  const problemText = (field: DraftField) => {
    const problem = problems[field];
    if (problem !== undefined && shown.has(field))
      return t(`trainer.compose.problem.${problem}`, { max: field === 'subject' ? MESSAGE_SUBJECT_MAX : MESSAGE_BODY_MAX });
    return field === 'sendAt' ? serverTime : undefined;
  };
  const change = (next: Partial<Draft>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    if (send.isError) send.reset();
  };
  const leave = (field: DraftField) => setShown((previous) => new Set(previous).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = (['subject', 'body', 'sendAt'] as const).filter((field) => problems[field] !== undefined);
    setShown(new Set(['subject', 'body', 'sendAt']));
    if (invalid[0] !== undefined) {
      ({ subject: subjectField, body: bodyField, sendAt: sendAtField })[invalid[0]].current?.focus();
      return;
    }
    send.mutate(requestOf(draft, recipients), { onSuccess: (message) => onSent?.(message) });
  };

  const done = send.isSuccess || send.isPending;
  const sentText =
    send.data === undefined
      ? ''
      : send.data.state === 'sent'
        ? t('trainer.compose.sent', { count: send.data.counts.delivered })
        : t('trainer.compose.scheduled', {
            date: dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short', timeZone: MESSAGE_TIME_ZONE }).format(new Date(send.data.sendAt)),
          });
  const otherFailure = send.isError && serverTime === undefined ? errorText(send.error) : null;
  const container = usePortalContainer();
  const returnFocus = useReturnFocus(returnFocusTo);
  const subjectError = problemText('subject');
  const bodyError = problemText('body');
  const sendAtError = problemText('sendAt');
  const bodyHint = t('trainer.compose.bodyHint', { count: draft.body.length, max: MESSAGE_BODY_MAX });
  const sendAtHint = t('trainer.compose.sendAtHint', { zone: MESSAGE_TIME_ZONE });
  return (
    <Dialog.Root open={!closing} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="app-dialog__overlay" />
        <Dialog.Content className="app-dialog compose-dialog" {...returnFocus}>
          <Dialog.Title className="app-dialog__title">{t('trainer.compose.title')}</Dialog.Title>
          <Dialog.Description className="compose-dialog__to">{recipientsText}</Dialog.Description>
          <form className="app-dialog__form" onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor={ids.subject}>{t('trainer.compose.subject')}</label>
              <input
                id={ids.subject}
                ref={subjectField}
                value={draft.subject}
                maxLength={MESSAGE_SUBJECT_MAX}
                required
                aria-invalid={subjectError ? true : undefined}
                aria-describedby={describedByOf(ids.subject, undefined, subjectError)}
                onChange={(event) => change({ subject: event.target.value })}
                onBlur={() => leave('subject')}
                readOnly={done}
              />
              <FieldError id={ids.subject} error={subjectError} />
            </div>
            <div className="field">
              <label htmlFor={ids.body}>{t('trainer.compose.body')}</label>
              <textarea
                id={ids.body}
                ref={bodyField}
                rows={7}
                value={draft.body}
                maxLength={MESSAGE_BODY_MAX}
                required
                aria-invalid={bodyError ? true : undefined}
                aria-describedby={describedByOf(ids.body, bodyHint, bodyError)}
                onChange={(event) => change({ body: event.target.value })}
                onBlur={() => leave('body')}
                readOnly={done}
              />
              <FieldHint id={ids.body} hint={bodyHint} />
              <FieldError id={ids.body} error={bodyError} />
            </div>
            <fieldset className="compose-dialog__when">
              <legend>{t('trainer.compose.when')}</legend>
              {(['now', 'later'] as const).map((when) => (
                <label key={when} className="compose-dialog__choice">
                  <input type="radio" name={ids.when} value={when} checked={draft.when === when} onChange={() => change({ when })} disabled={done} />
                  {t(`trainer.compose.${when}`)}
                </label>
              ))}
              {draft.when === 'later' && (
                <div className="field">
                  <label htmlFor={ids.sendAt}>{t('trainer.compose.sendAt')}</label>
                  <input
                    id={ids.sendAt}
                    ref={sendAtField}
                    type="datetime-local"
                    step={60}
                    min={bounds.min}
                    max={bounds.max}
                    value={draft.sendAt}
                    required
                    aria-invalid={sendAtError ? true : undefined}
                    aria-describedby={describedByOf(ids.sendAt, sendAtHint, sendAtError)}
                    onChange={(event) => change({ sendAt: event.target.value })}
                    onBlur={() => leave('sendAt')}
                    readOnly={done}
                  />
                  <FieldHint id={ids.sendAt} hint={sendAtHint} />
                  <FieldError id={ids.sendAt} error={sendAtError} />
                </div>
              )}
            </fieldset>
            {otherFailure && (
              <div className="alert alert--error" role="alert">
                <p className="alert__title">{otherFailure.title}</p>
                <p>{otherFailure.message}</p>
              </div>
            )}
            {send.isSuccess && (
              <p className="alert alert--info" role="status">
                {sentText}
              </p>
            )}
            <div className="app-dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="button button--secondary">
                  {t('trainer.compose.cancel')}
                </button>
              </Dialog.Close>
              <BusyButton className="button button--primary" busy={send.isPending} disabled={send.isSuccess}>
                {draft.when === 'now' ? t('trainer.compose.sendNow', { count }) : t('trainer.compose.schedule')}
              </BusyButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
