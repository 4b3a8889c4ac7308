import type { MailFrequency } from './mail-delivery';

/**
 * What the notification centre tells a user (docs/architecture.md#a-notification-kind), as
 * area.event: the one list the API's `notify` is typed by, the contracts' enum is built from and
 * the web app has a sentence for (`notifications.kinds.<kind>`).
 */
export const notificationKinds = [
  'logbook.replied',
  'certificate.earned',
  'certificate.revoked',
  'badge.revoked',
  'lesson.opened',
  'class.joined',
  'course.due-soon',
  'course.overdue',
  'message.received',
  'reminder.not-started',
  'reminder.inactive',
  'reminder.due-soon',
  'reminder.overdue',
  'evidence-pack.ready',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What each kind stores to be written in the reader's language when it is read: ids and names,
 * never a sentence. Names are those of the moment of the event.
 */
interface NotificationParams {
  'logbook.replied': { replyId: string; trainer: string };
  'certificate.earned': { lessonId: string; certificationRef: string; course: string };
  /** The credential of a certificate revoked by an admin (docs/credentials.md#revoking), with the reason they gave. */
  'certificate.revoked': { credentialId: string; lessonId: string; course: string; reason: string };
  /** The credential of a badge revoked by an admin (docs/credentials.md#badges): its name as issued (« Or — Vente »). */
  'badge.revoked': { credentialId: string; badge: string; reason: string };
  'lesson.opened': { lessonId: string; course: string };
  'class.joined': { classId: string; className: string; role: 'STUDENT' | 'TEACHER' };
  /** `dueOn`: the learner's due day (their extension counted), YYYY-MM-DD. */
  'course.due-soon': { lessonId: string; course: string; dueOn: string };
  'course.overdue': { lessonId: string; course: string; dueOn: string };
  /** A message of a thread (docs/trainers.md#messages): its reader reads the thread from the learner's side or the trainer's. */
  'message.received': { messageId: string; threadId: string; sender: string; subject: string; to: 'learner' | 'trainer' };
  /**
   * A tenant's automatic reminders (reminders.ts), one kind per rule. `days`, a whole number as
   * text: since the course opened, since the learner's last activity in it, left before its due
   * day, past its due day.
   */
  'reminder.not-started': { lessonId: string; course: string; days: string };
  'reminder.inactive': { lessonId: string; course: string; days: string };
  'reminder.due-soon': { lessonId: string; course: string; days: string; dueOn: string };
  'reminder.overdue': { lessonId: string; course: string; days: string; dueOn: string };
  /** A class's Qualiopi evidence pack its requester asked for is ready (docs/privacy.md#qualiopi-evidence-pack). */
  'evidence-pack.ready': { packId: string; classId: string; className: string };
}

/** Where a notification leads: a screen of the web app and the ids it needs (the web's paths.ts makes the address). */
export type NotificationTarget =
  | { screen: 'logbook' }
  | { screen: 'certificates' }
  | { screen: 'levels' }
  | { screen: 'home' }
  | { screen: 'lesson'; lessonId: string }
  | { screen: 'trainerClass'; classId: string }
  | { screen: 'messageThread'; threadId: string }
  | { screen: 'trainerThread'; threadId: string };

/**
 * What a notification is about, to group it by class in a digest: a class, or the record that
 * names one (a lesson, a log-book record). null: about no class (the digest's general group).
 */
export type NotificationSubject = { classId: string } | { lessonId: string } | { logbookRecordId: string } | null;

interface KindRules<Params> {
  target: (params: Params) => NotificationTarget;
  /**
   * How its reader is mailed of it until they choose otherwise (mail-delivery.ts). Sober: what the
   * portal tells of itself goes in the weekly digest; a message a trainer writes to the user
   * (`message.*`) is mailed at once.
   */
  mail: MailFrequency;
  /** The class it is about, for the digests' groups. */
  subject: (params: Params) => NotificationSubject;
  /** Told only to users of the trainer space: only their e-mail preferences list it. */
  staffOnly?: true;
  /**
   * The event's identity for its user: a second notification of the same kind and key is dropped,
   * so an event that could be told twice (a retried write, two paths to one fact) is told once.
   */
  key: (params: Params) => string;
}

const rules: { [Kind in NotificationKind]: KindRules<NotificationParams[Kind]> } = {
  'logbook.replied': {
    target: () => ({ screen: 'logbook' }),
    key: ({ replyId }) => replyId,
    mail: 'weekly',
    subject: ({ replyId }) => ({ logbookRecordId: replyId }),
  },
  'certificate.earned': {
    target: () => ({ screen: 'certificates' }),
    key: ({ certificationRef }) => certificationRef,
    mail: 'weekly',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  // Mailed at once: a credential the learner may have shared no longer holds, and they should know why.
  'certificate.revoked': {
    target: () => ({ screen: 'certificates' }),
    key: ({ credentialId }) => credentialId,
    mail: 'immediately',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  'badge.revoked': {
    target: () => ({ screen: 'levels' }),
    key: ({ credentialId }) => credentialId,
    mail: 'immediately',
    subject: () => null,
  },
  // Once per lesson: a course opened again after a trainer's reset is not told again.
  'lesson.opened': {
    target: ({ lessonId }) => ({ screen: 'lesson', lessonId }),
    key: ({ lessonId }) => lessonId,
    mail: 'weekly',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  // Once per class: taken out and added again, the member is not told again.
  'class.joined': {
    target: ({ classId, role }) => (role === 'TEACHER' ? { screen: 'trainerClass', classId } : { screen: 'home' }),
    key: ({ classId }) => classId,
    mail: 'weekly',
    subject: ({ classId }) => ({ classId }),
  },
  // Once per due day: an extension moving the day tells the learner again, of the new day.
  'course.due-soon': {
    target: ({ lessonId }) => ({ screen: 'lesson', lessonId }),
    key: ({ lessonId, dueOn }) => `${lessonId}:${dueOn}`,
    mail: 'weekly',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  'course.overdue': {
    target: ({ lessonId }) => ({ screen: 'lesson', lessonId }),
    key: ({ lessonId, dueOn }) => `${lessonId}:${dueOn}`,
    mail: 'weekly',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  // Once per message: a class message's delivery run again tells nobody twice. Mailed at once:
  // a trainer's word is what a learner must not miss (and a learner's, to their trainer).
  'message.received': {
    target: ({ threadId, to }) => (to === 'trainer' ? { screen: 'trainerThread', threadId } : { screen: 'messageThread', threadId }),
    key: ({ messageId }) => messageId,
    mail: 'immediately',
    subject: () => null,
  },
  // Once per lesson and rule (the kind is the rule), whatever its days or due day say then. Mailed
  // in the daily digest: a reminder is about this week, which a weekly digest could reach too late.
  'reminder.not-started': {
    target: ({ lessonId }) => ({ screen: 'lesson', lessonId }),
    key: ({ lessonId }) => lessonId,
    mail: 'daily',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  'reminder.inactive': {
    target: ({ lessonId }) => ({ screen: 'lesson', lessonId }),
    key: ({ lessonId }) => lessonId,
    mail: 'daily',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  'reminder.due-soon': {
    target: ({ lessonId }) => ({ screen: 'lesson', lessonId }),
    key: ({ lessonId }) => lessonId,
    mail: 'daily',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  'reminder.overdue': {
    target: ({ lessonId }) => ({ screen: 'lesson', lessonId }),
    key: ({ lessonId }) => lessonId,
    mail: 'daily',
    subject: ({ lessonId }) => ({ lessonId }),
  },
  // Never mailed unless its reader asks: they usually wait for it on the roster, and a digest
  // would tell it after the pack is gone.
  'evidence-pack.ready': {
    target: ({ classId }) => ({ screen: 'trainerClass', classId }),
    key: ({ packId }) => packId,
    mail: 'never',
    staffOnly: true,
    subject: ({ classId }) => ({ classId }),
  },
};

/** A notification about to be stored: its reader, its kind and that kind's parameters. */
export type NewNotification = { [Kind in NotificationKind]: { userId: string; kind: Kind; params: NotificationParams[Kind] } }[NotificationKind];

/**
 * A kind and some of its parameters: a reader's notifications about one record, such as the
 * `message.received` of one thread, which reading the thread reads too.
 */
export type NotificationsAbout = { [Kind in NotificationKind]: { kind: Kind; params: Partial<NotificationParams[Kind]> } }[NotificationKind];

/** Where the notification leads and the key that tells it once, by its kind's rules. */
export function notificationRules(notification: NewNotification): { target: NotificationTarget; key: string } {
  const kind = rules[notification.kind] as KindRules<typeof notification.params>;
  return { target: kind.target(notification.params), key: kind.key(notification.params) };
}

/** The kinds a user's e-mail preferences list: every kind, less those told only to the trainer space's users for anyone else. */
export const mailPreferenceKinds = (staff: boolean): NotificationKind[] => notificationKinds.filter((kind) => staff || rules[kind].staffOnly !== true);

/** How a kind is mailed when its reader has not chosen: its rule. */
export const defaultMailFrequency = (kind: NotificationKind): MailFrequency => rules[kind].mail;

/** How the reader is mailed of a kind: their choice (`chosen`, by kind), else the kind's default. */
export const mailFrequencyOf = (kind: NotificationKind, chosen: Readonly<Partial<Record<NotificationKind, MailFrequency>>>): MailFrequency =>
  chosen[kind] ?? defaultMailFrequency(kind);

/** The class a stored notification is about, by its kind's rule; null for a kind this version does not know. */
export function notificationSubject(kind: string, params: Readonly<Record<string, string>>): NotificationSubject {
  if (!isNotificationKind(kind)) return null;
  const rule = rules[kind] as KindRules<Readonly<Record<string, string>>>;
  return rule.subject(params);
}

export const isNotificationKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

/** The most the header's badge counts: past it, it reads "99+" (the count query stops there too). */
export const UNREAD_COUNT_CAP = 100;

/** The badge's text for a number of unread notifications: nothing at 0, "99+" past 99. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);
}
