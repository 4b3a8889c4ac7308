import type { NotificationTarget } from '@espace/domain/notifications/notification-kinds';
import { homePath } from './server-rendering';

/**
 * The web app's screens that mails link to, declared once: the web's `lib/paths.ts` routes them
 * from here, and the API writes its mails' links with them (on the tenant's configured origin).
 */
export const mailedScreenPaths = {
  home: homePath,
  notifications: '/notifications',
  account: '/me',
  /** The page a mail's unsubscribe link opens, its token in the fragment (docs/security.md#unsubscribe-links). */
  unsubscribe: '/desabonnement',
  /** The page the retention mail's « Garder mon compte » opens, its token in the fragment (docs/privacy.md#retention). */
  keepAccount: '/garder-mon-compte',
  logbook: '/tableau-de-bord/logbook',
  certificates: '/tableau-de-bord/validations',
  levels: '/tableau-de-bord/niveaux',
  lesson: '/session/:id',
  trainerClass: '/formateur/classes/:classId',
  messageThread: '/messages/:threadId',
  trainerThread: '/formateur/messages/:threadId',
} as const;

/** What the tenant offers that a notification's screen depends on. */
export interface NotificationSwitches {
  certificationAccess: boolean;
}

/**
 * The address (from the site root) of the screen a notification leads to. The certificates tab
 * shows only where the tenant grants certification access: elsewhere a certificate's notification
 * leads Home.
 */
export function notificationPath(target: NotificationTarget, { certificationAccess }: NotificationSwitches): string {
  switch (target.screen) {
    case 'logbook':
      return mailedScreenPaths.logbook;
    case 'certificates':
      return certificationAccess ? mailedScreenPaths.certificates : mailedScreenPaths.home;
    case 'levels':
      return mailedScreenPaths.levels;
    case 'home':
      return mailedScreenPaths.home;
    case 'lesson':
      return mailedScreenPaths.lesson.replace(':id', encodeURIComponent(target.lessonId));
    case 'trainerClass':
      return mailedScreenPaths.trainerClass.replace(':classId', encodeURIComponent(target.classId));
    case 'messageThread':
      return mailedScreenPaths.messageThread.replace(':threadId', encodeURIComponent(target.threadId));
    case 'trainerThread':
      return mailedScreenPaths.trainerThread.replace(':threadId', encodeURIComponent(target.threadId));
  }
}
