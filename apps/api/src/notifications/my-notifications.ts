import type { Notification, Notifications, NotificationsQuery } from '@espace/contracts/notifications';
import { isNotificationKind, type NotificationsAbout, UNREAD_COUNT_CAP } from '@espace/domain/notifications/notification-kinds';
import { pageCount } from '@espace/domain/pagination';
import { NotFoundError } from '../http/app-error';
import type { NotificationRecord, NotificationsRepository } from './notifications-repository';

/** The reader: the signed-in user, in their tenant. */
interface Reader {
  tenantId: string;
  userId: string;
  notifications: NotificationsRepository;
}

/** A notification as its contract says; null for a kind this version does not know (written by a newer one). */
function present(record: NotificationRecord): Notification | null {
  if (!isNotificationKind(record.kind)) return null;
  return { ...record, kind: record.kind, createdAt: record.createdAt.toISOString(), readAt: record.readAt?.toISOString() ?? null };
}

/** One page of my notifications, newest first. */
export async function listMyNotifications({ tenantId, userId, notifications, query }: Reader & { query: NotificationsQuery }): Promise<Notifications> {
  const { page, pageSize } = query;
  const { items, total } = await notifications.page(tenantId, userId, (page - 1) * pageSize, pageSize);
  return { items: items.map(present).filter((item) => item !== null), page, pageCount: pageCount(total, pageSize), total };
}

/** How many of my notifications are unread, up to the badge's cap. */
export async function countMyUnread({ tenantId, userId, notifications }: Reader): Promise<{ unread: number }> {
  return { unread: await notifications.countUnread(tenantId, userId, UNREAD_COUNT_CAP) };
}

/** Marks one of my notifications read or unread; another user's, or another tenant's, is not found. */
export async function markMyNotification({
  tenantId,
  userId,
  notifications,
  id,
  read,
  now,
}: Reader & { id: string; read: boolean; now: Date }): Promise<Notification> {
  const record = await notifications.setRead(tenantId, userId, id, read, now);
  const notification = record && present(record);
  if (!notification) throw new NotFoundError();
  return notification;
}

/** Marks all my notifications read (« Tout marquer comme lu »). */
export async function markAllMyNotificationsRead({ tenantId, userId, notifications, now }: Reader & { now: Date }): Promise<{ marked: number }> {
  return { marked: await notifications.markAllRead(tenantId, userId, now) };
}

/**
 * Marks read my notifications about what I have just read on its own screen (a thread I opened):
 * the bell stops counting what I have seen. The way another area reads a notification for its reader.
 */
export async function markMyNotificationsAboutRead({
  tenantId,
  userId,
  notifications,
  about,
  now,
}: Omit<Reader, 'notifications'> & { notifications: Pick<NotificationsRepository, 'markReadAbout'>; about: NotificationsAbout; now: Date }): Promise<number> {
  return notifications.markReadAbout(tenantId, userId, about, now);
}
