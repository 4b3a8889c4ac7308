import type { Notification } from '@espace/contracts/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMarkAllNotificationsRead, useMarkNotification, useNotifications, useUnreadNotifications } from '../api/notifications-api';
import { notificationText } from '../../../lib/i18n/notification-text';
import { type NotificationSwitches, notificationHref } from '../notification-link';
import { NotificationDate } from './notification-date';
import './notifications.css';

const PAGE_SIZE = 20;

function NotificationRow({ notification, switches }: { notification: Notification; switches: NotificationSwitches }) {
  const { t } = useTranslation();
  const mark = useMarkNotification();
  const unread = notification.readAt === null;
  const text = notificationText(t, notification);
  return (
    <li className="notification-row" data-unread={unread}>
      <div className="notification-row__body">
        {unread && <span className="notification-item__state">{t('notifications.unread')}</span>}
        <Link to={notificationHref(notification.target, switches)} onClick={() => unread && mark.mutate({ id: notification.id, read: true })}>
          {text}
        </Link>
        <NotificationDate iso={notification.createdAt} className="notification-row__date" />
      </div>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t(unread ? 'notifications.markReadNamed' : 'notifications.markUnreadNamed', { text })}
        disabled={mark.isPending}
        onClick={() => mark.mutate({ id: notification.id, read: unread })}
      >
        {t(unread ? 'notifications.markRead' : 'notifications.markUnread')}
      </button>
    </li>
  );
}

/** /notifications (docs/product/screens-and-routes.md#notifications): all my notifications, newest first, by pages of 20. */
export function NotificationsPage({ switches }: { switches: NotificationSwitches }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, pageSize: PAGE_SIZE });
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const data = list.data;
  return (
    <section className="notifications-page">
      <div className="notifications-page__head">
        <h1>{t('routes.notifications')}</h1>
        <button type="button" className="button button--secondary" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </button>
      </div>
      {list.isPending && (
        <p className="page-status" role="status">
          {t('notifications.loading')}
        </p>
      )}
      {list.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(list.error).title}
        </p>
      )}
      {data?.items.length === 0 && <p>{t('notifications.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="notifications-page__list">
          {data.items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} switches={switches} />
          ))}
        </ul>
      )}
      {data && data.pageCount > 1 && (
        <nav className="notifications-page__pages" aria-label={t('notifications.pages')}>
          <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('notifications.previous')}
          </button>
          <span>{t('notifications.pageOf', { page: data.page, count: data.pageCount })}</span>
          <button type="button" className="button button--secondary" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
            {t('notifications.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
