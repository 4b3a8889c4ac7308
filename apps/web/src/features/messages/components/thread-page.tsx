import type { ThreadMessage } from '@espace/contracts/messages';
import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDateTime } from '../../../lib/use-date-time';
import { useThread } from '../api/threads-api';
import { threadHrefs } from '../thread-paths';
import { ReplyForm } from './reply-form';
import './messages.css';

function MessageItem({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <li className="thread-message" data-mine={message.mine}>
      <article aria-label={t('messages.thread.messageOf', { name: message.author.displayName, date: dateTime(message.createdAt, '') })}>
        <p className="thread-message__meta">
          <span className="thread-message__author">{message.mine ? t('messages.thread.you') : message.author.displayName}</span>
          {' · '}
          <time dateTime={message.createdAt}>{dateTime(message.createdAt, '')}</time>
          {message.mine && (
            <span className="thread-message__read">
              {' · '}
              {message.readAt === null ? t('messages.thread.notRead') : t('messages.thread.readOn', { date: dateTime(message.readAt, '') })}
            </span>
          )}
        </p>
        {message.subject !== null && <p className="thread-message__subject">{t('messages.thread.subject', { subject: message.subject })}</p>}
        <p className="thread-message__body">{message.body}</p>
      </article>
    </li>
  );
}

/**
 * A thread (docs/trainers.md#messages): its messages oldest first, each side's on its own edge,
 * then the reply. Opening it marks the other party's messages read.
 */
export function ThreadPage({ side, threadId }: { side: ThreadSide; threadId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const thread = useThread(side, threadId);
  const data = thread.data;
  return (
    <div className="messages-page">
      <p className="messages-page__back">
        <Link to={threadHrefs[side].list()}>{t('messages.thread.back')}</Link>
      </p>
      {thread.isError && !data && (
        <p className="alert alert--error" role="alert">
          {errorText(thread.error).message}
        </p>
      )}
      {thread.isPending && (
        <p className="page-status" role="status">
          {t('messages.loading')}
        </p>
      )}
      {data && (
        <>
          <header className="thread-header">
            <h1>{data.subject === '' ? t('messages.thread.untitled', { name: data.with.displayName }) : data.subject}</h1>
            <p className="thread-header__meta">
              {data.class === null
                ? t('messages.with', { name: data.with.displayName })
                : t('messages.withInClass', { name: data.with.displayName, className: data.class.name })}
            </p>
          </header>
          {data.earlier > 0 && <p className="thread-earlier">{t('messages.thread.earlier', { count: data.earlier })}</p>}
          <ol className="thread-messages" aria-label={t('messages.thread.messages')}>
            {data.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          {data.canReply ? (
            <ReplyForm side={side} threadId={data.id} to={data.with.displayName} />
          ) : (
            <p className="alert alert--info">{t('messages.reply.closed')}</p>
          )}
        </>
      )}
    </div>
  );
}
