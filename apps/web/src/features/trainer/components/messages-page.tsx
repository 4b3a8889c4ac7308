import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTrainerMessages } from '../api/trainer-api';
import { useDateTime } from '../../../lib/use-date-time';
import '../../../components/staff/staff.css';
import './trainer.css';

/** The messages learners sent me from the contact dialog (they were mailed too), newest first. */
export function MessagesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const messages = useTrainerMessages();
  return (
    <div className="trainer-page">
      <h1>{t('trainer.messages.title')}</h1>
      {messages.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(messages.error).message}
        </p>
      )}
      {messages.data?.length === 0 && <p>{t('trainer.messages.empty')}</p>}
      <ul className="staff-cards staff-cards--single">
        {messages.data?.map((message) => (
          <li key={message.id} className="staff-card">
            <h2 className="staff-card__title">{message.subject === '' ? t('trainer.messages.noSubject') : message.subject}</h2>
            <p className="logbook-entry__meta">
              {t('trainer.messages.fromOn', { name: message.sender.displayName, email: message.sender.email, date: dateTime(message.createdAt, '') })}
            </p>
            {message.class !== null && <p className="logbook-entry__meta">{t('trainer.messages.class', { name: message.class.name })}</p>}
            <p className="logbook-entry__message">{message.message}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
