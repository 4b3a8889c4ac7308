import type { ThreadSummary } from '@espace/contracts/messages';
import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDateTime } from '../../../lib/use-date-time';
import { useThreads } from '../api/threads-api';
import { threadHrefs } from '../thread-paths';
import './messages.css';

function ThreadItem({ side, thread }: { side: ThreadSide; thread: ThreadSummary }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const subject = thread.subject === '' ? t('messages.noSubject') : thread.subject;
  return (
    <li className="thread-item" data-unread={thread.unread > 0}>
      <Link to={threadHrefs[side].thread(thread.id)} className="thread-item__link">
        <span className="thread-item__subject">{subject}</span>{' '}
        {thread.unread > 0 && <span className="thread-item__unread">{t('messages.unread', { count: thread.unread })}</span>}
      </Link>
      <p className="thread-item__meta">
        {thread.class === null
          ? t('messages.with', { name: thread.with.displayName })
          : t('messages.withInClass', { name: thread.with.displayName, className: thread.class.name })}
        {' · '}
        <time dateTime={thread.lastMessageAt}>{dateTime(thread.lastMessageAt, '')}</time>
      </p>
      <p className="thread-item__excerpt">
        {thread.lastMessage.mine ? t('messages.youWrote', { excerpt: thread.lastMessage.excerpt }) : thread.lastMessage.excerpt}
      </p>
    </li>
  );
}

/**
 * My threads (docs/trainers.md#messages), latest message first: a learner's with their trainers
 * (/messages), a trainer's with their learners (/formateur/messages). Each leads to its thread.
 */
export function ThreadsPage({ side }: { side: ThreadSide }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const threads = useThreads(side);
  const data = threads.data;
  return (
    <div className="messages-page">
      <h1>{t(`messages.title.${side}`)}</h1>
      <p className="messages-page__intro">{t(`messages.intro.${side}`)}</p>
      {threads.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(threads.error).message}
        </p>
      )}
      {threads.isPending && (
        <p className="page-status" role="status">
          {t('messages.loading')}
        </p>
      )}
      {data && data.items.length === 0 && <p>{t(`messages.empty.${side}`)}</p>}
      {data && data.items.length > 0 && (
        <>
          <p className="messages-page__count" aria-live="polite">
            {t('messages.unreadTotal', { count: data.unread })}
          </p>
          <ul className="thread-list" aria-label={t(`messages.title.${side}`)}>
            {data.items.map((thread) => (
              <ThreadItem key={thread.id} side={side} thread={thread} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
