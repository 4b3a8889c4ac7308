import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { unreadBadge, UNREAD_COUNT_CAP } from '@espace/domain/notifications/notification-kinds';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useStaticRender } from '../../../lib/static-render';
import { useMarkAllNotificationsRead, useMarkNotification, useNotifications, useUnreadNotifications } from '../api/notifications-api';
import { notificationText } from '../../../lib/i18n/notification-text';
import { type NotificationSwitches, notificationHref } from '../notification-link';
import { NotificationDate } from './notification-date';
import './notifications.css';

/** The latest notifications the panel lists; the page lists them all. */
const PANEL_SIZE = 5;

/**
 * The header's bell (docs/product/screens-and-routes.md#header): its name says how many
 * notifications are unread, the badge shows it; it opens a menu of the latest, each leading to its
 * screen (and read once followed), « Tout marquer comme lu » and the full page. Not modal, as the
 * other menus: Escape closes it and gives the focus back to the bell.
 */
export function NotificationBell({ switches }: { switches: NotificationSwitches }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const latest = useNotifications({ page: 1, pageSize: PANEL_SIZE, enabled: open });
  const mark = useMarkNotification();
  const markAll = useMarkAllNotificationsRead();
  const badge = unreadBadge(unread);
  const label =
    unread === 0
      ? t('notifications.bell.label')
      : unread >= UNREAD_COUNT_CAP
        ? t('notifications.bell.labelMany', { count: UNREAD_COUNT_CAP - 1 })
        : t('notifications.bell.labelUnread', { count: unread });
  const items = latest.data?.items ?? [];
  const staticRender = useStaticRender();

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild disabled={staticRender}>
        <button type="button" className="notification-bell" aria-label={label}>
          <svg className="notification-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
          </svg>
          {badge !== null && (
            <span className="notification-bell__badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </button>
      </DropdownMenu.Trigger>
      {/* Named by its bell (Radix's aria-labelledby): « Notifications, 3 non lues ». */}
      <DropdownMenu.Content className="notification-panel" align="end" sideOffset={6} collisionPadding={8}>
        <DropdownMenu.Label className="notification-panel__title">{t('notifications.panel.title')}</DropdownMenu.Label>
        {latest.isPending && <p className="notification-panel__note">{t('notifications.loading')}</p>}
        {latest.isError && <p className="notification-panel__note">{t('notifications.failed')}</p>}
        {latest.isSuccess && items.length === 0 && <p className="notification-panel__note">{t('notifications.empty')}</p>}
        {items.map((notification) => (
          <DropdownMenu.Item key={notification.id} asChild className="notification-item" data-unread={notification.readAt === null}>
            <Link
              to={notificationHref(notification.target, switches)}
              onClick={() => {
                if (notification.readAt === null) mark.mutate({ id: notification.id, read: true });
              }}
            >
              {notification.readAt === null && <span className="notification-item__state">{t('notifications.unread')}</span>}
              <span className="notification-item__text">{notificationText(t, notification)}</span>
              <NotificationDate iso={notification.createdAt} className="notification-item__date" />
            </Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="notification-panel__separator" />
        <DropdownMenu.Item
          className="notification-panel__action"
          disabled={unread === 0 || markAll.isPending}
          onSelect={(event) => {
            // The panel stays open: its items show read at once.
            event.preventDefault();
            markAll.mutate();
          }}
        >
          {t('notifications.markAllRead')}
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className="notification-panel__action">
          <Link to={paths.notifications.getHref()}>{t('notifications.panel.seeAll')}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
