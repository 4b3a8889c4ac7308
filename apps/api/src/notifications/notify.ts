import { type NewNotification, notificationRules } from '@espace/domain/notifications/notification-kinds';
import type { Queryable } from '../db/database';
import { createNotificationsRepository } from './notifications-repository';

/**
 * Tells users of the tenant of an event, in the transaction that writes the event
 * (docs/architecture.md#a-notification-kind): the notifications exist if and only if it commits.
 * Each kind's rules give the screen it leads to and its key, by which an event told twice is
 * stored once. The one way any area adds a notification.
 */
export async function notify(tx: Queryable, tenantId: string, notifications: readonly NewNotification[]): Promise<void> {
  await createNotificationsRepository(tx).add(
    tenantId,
    notifications.map((notification) => ({
      userId: notification.userId,
      kind: notification.kind,
      params: notification.params,
      ...notificationRules(notification),
    })),
  );
}
