import type { Notification } from '@espace/contracts/notifications';
import { paths } from '../../lib/paths';

/** What the tenant offers that a notification's screen depends on. */
export interface NotificationSwitches {
  certificationAccess: boolean;
}

/**
 * The address of the screen a notification leads to. The certificates tab shows only where the
 * tenant grants certification access: elsewhere a certificate's notification leads Home.
 */
export function notificationHref(target: Notification['target'], { certificationAccess }: NotificationSwitches): string {
  switch (target.screen) {
    case 'logbook':
      return paths.dashboard.logbook.getHref();
    case 'certificates':
      return certificationAccess ? paths.dashboard.certificates.getHref() : paths.home.getHref();
    case 'home':
      return paths.home.getHref();
    case 'lesson':
      return paths.lesson.root.getHref({ id: target.lessonId });
    case 'trainerClass':
      return paths.trainer.class.getHref({ classId: target.classId });
  }
}

/** The sentence of a notification, in the reader's language: its kind's text with its parameters. */
export function notificationText(t: (key: string, values?: Record<string, unknown>) => string, notification: Pick<Notification, 'kind' | 'params'>): string {
  return t(`notifications.kinds.${notification.kind}`, notification.params);
}
