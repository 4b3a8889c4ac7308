import { MESSAGE_BODY_MAX } from '@espace/domain/messages/message-vocabulary';
import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useReply } from '../api/threads-api';

/** The reply at the end of a thread: required, 5,000 characters at most; what was typed stays when sending fails. */
export function ReplyForm({ side, threadId, to }: { side: ThreadSide; threadId: string; to: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldId = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = useReply(side, threadId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text === '') return setProblem(t('messages.reply.required'));
    if (text.length > MESSAGE_BODY_MAX) return setProblem(t('messages.reply.tooLong', { max: MESSAGE_BODY_MAX }));
    setProblem(null);
    reply.mutate(text, { onSuccess: () => setBody('') });
  };
  const error = problem ?? (reply.isError ? errorText(reply.error).message : null);
  return (
    <form className="reply-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>{t('messages.reply.label', { name: to })}</label>
        <textarea
          className="control"
          id={fieldId}
          rows={4}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          onChange={(event) => {
            setBody(event.target.value);
            if (reply.isSuccess || reply.isError) reply.reset();
          }}
          aria-invalid={error !== null}
          aria-describedby={`${fieldId}-hint${error === null ? '' : ` ${fieldId}-error`}`}
        />
        <p className="field__hint" id={`${fieldId}-hint`}>
          {t('forms.characterCount', { count: body.length, max: MESSAGE_BODY_MAX })}
        </p>
        {error !== null && (
          <p id={`${fieldId}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="reply-form__actions">
        <BusyButton className="button button--primary" busy={reply.isPending}>
          {t('messages.reply.send')}
        </BusyButton>
        {reply.isSuccess && (
          <p className="reply-form__sent" role="status">
            {t('messages.reply.sent')}
          </p>
        )}
      </div>
    </form>
  );
}
