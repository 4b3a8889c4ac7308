import type { Notification } from '@espace/contracts/notifications';
import { notificationPath, type NotificationSwitches } from '@espace/contracts/notification-links';

export type { NotificationSwitches };

/**
 * The address of the screen a notification leads to, as its mails link it (contracts'
 * notification-links.ts, shared with the API). The certificates tab shows only where the tenant
 * grants certification access: elsewhere a certificate's notification leads Home.
 */
export const notificationHref = (target: Notification['target'], switches: NotificationSwitches): string => notificationPath(target, switches);
