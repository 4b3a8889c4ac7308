import type { ClassMessage } from '@espace/contracts/messages';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { MESSAGE_TIME_ZONE } from '@espace/domain/messages/message-vocabulary';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCancelClassMessage, useClassMessages } from '../api/class-messages-api';
import { usePersonName } from '../../../lib/use-person-name';

/** A date and time as the compose dialog takes it: in Europe/Paris, whatever the browser's zone. */
function useParisTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: MESSAGE_TIME_ZONE }).format(new Date(iso));
}

function SentMessage({ classId, message }: { classId: string; message: ClassMessage }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const time = useParisTime();
  const personName = usePersonName();
  const cancel = useCancelClassMessage(classId);
  const audience = message.audience === 'learners' ? t('trainer.sent.picked') : t('trainer.sent.view', { view: t(`trainer.roster.view.${message.audience}`) });
  const state =
    message.state === 'sent'
      ? t('trainer.sent.state.sent', { date: time(message.sentAt ?? message.sendAt) })
      : message.state === 'scheduled'
        ? t('trainer.sent.state.scheduled', { date: time(message.sendAt) })
        : t('trainer.sent.state.cancelled');
  return (
    <li className="staff-card sent-message" data-state={message.state}>
      <h3 className="staff-card__title">{message.subject}</h3>
      <p className="sent-message__meta">
        <span className={`sent-message__state sent-message__state--${message.state}`}>{state}</span>
        {!message.mine && <span>{t('trainer.sent.by', { name: personName(message.author.displayName) })}</span>}
        <span>{t('trainer.sent.to', { count: message.counts.recipients, audience })}</span>
        {message.state === 'sent' && <span>{t('trainer.sent.read', { read: message.counts.read, count: message.counts.delivered })}</span>}
      </p>
      <details className="sent-message__details">
        <summary>{t('trainer.sent.details', { subject: message.subject })}</summary>
        <p className="sent-message__body">{message.body}</p>
        <ul className="sent-message__recipients" aria-label={t('trainer.sent.recipients')}>
          {message.recipients.map((recipient) => (
            <li key={recipient.learner.id}>
              <span className="sent-message__learner">{personName(recipient.learner.displayName)}</span>{' '}
              <span className="sent-message__receipt">
                {recipient.readAt !== null
                  ? t('trainer.sent.readOn', { date: time(recipient.readAt) })
                  : recipient.delivered
                    ? t('trainer.sent.unread')
                    : message.state === 'sent'
                      ? t('trainer.sent.notDelivered')
                      : t('trainer.sent.waiting')}
              </span>
            </li>
          ))}
        </ul>
      </details>
      {message.mine && message.state === 'scheduled' && (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('trainer.sent.cancelNamed', { subject: message.subject })}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(message.id)}
        >
          {t('trainer.sent.cancel')}
        </button>
      )}
      {cancel.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(cancel.error).message}
        </p>
      )}
    </li>
  );
}

/** « Messages envoyés » (docs/trainers.md#messages): what the class's trainers sent or scheduled, who received and read it; mine scheduled may be cancelled. */
export function SentMessages({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const messages = useClassMessages(classId);
  return (
    <section className="trainer-section sent-messages" aria-labelledby="sent-messages">
      <h2 id="sent-messages">{t('trainer.sent.title')}</h2>
      {messages.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(messages.error).message}
        </p>
      )}
      {messages.data?.length === 0 && <p>{t('trainer.sent.empty')}</p>}
      {messages.data !== undefined && messages.data.length > 0 && (
        <ul className="staff-cards staff-cards--single">
          {messages.data.map((message) => (
            <SentMessage key={message.id} classId={classId} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
