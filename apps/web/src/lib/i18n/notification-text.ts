import type { Notification } from '@espace/contracts/notifications';

/**
 * The sentence of a notification, in the reader's language: its kind's text
 * (`notifications.kinds.<kind>` of the app bundle) with its parameters. The notification centre
 * and the settings screen's preview of the reminders write it the same way.
 */
export function notificationText(t: (key: string, values?: Record<string, unknown>) => string, notification: Pick<Notification, 'kind' | 'params'>): string {
  return t(`notifications.kinds.${notification.kind}`, notification.params);
}
