/**
 * What the notification centre tells a user (docs/architecture.md#a-notification-kind), as
 * area.event: the one list the API's `notify` is typed by, the contracts' enum is built from and
 * the web app has a sentence for (`notifications.kinds.<kind>`).
 */
export const notificationKinds = ['logbook.replied', 'certificate.earned', 'lesson.opened', 'class.joined', 'course.due-soon', 'course.overdue'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What each kind stores to be written in the reader's language when it is read: ids and names,
 * never a sentence. Names are those of the moment of the event.
 */
interface NotificationParams {
  'logbook.replied': { replyId: string; trainer: string };
  'certificate.earned': { lessonId: string; certificationRef: string; course: string };
  'lesson.opened': { lessonId: string; course: string };
  'class.joined': { classId: string; className: string; role: 'STUDENT' | 'TEACHER' };
  /** `dueOn`: the learner's due day (their extension counted), YYYY-MM-DD. */
  'course.due-soon': { lessonId: string; course: string; dueOn: string };
  'course.overdue': { lessonId: string; course: string; dueOn: string };
}

/** Where a notification leads: a screen of the web app and the ids it needs (the web's paths.ts makes the address). */
export type NotificationTarget =
  | { screen: 'logbook' }
  | { screen: 'certificates' }
  | { screen: 'home' }
  | { screen: 'lesson'; lessonId: string }
  | { screen: 'trainerClass'; classId: string };

interface KindRules<Params> {
  target: (params: Params) => NotificationTarget;
  /**
   * The event's identity for its user: a second notification of the same kind and key is dropped,
   * so an event that could be told twice (a retried write, two paths to one fact) is told once.
   */
  key: (params: Params) => string;
}

const rules: { [Kind in NotificationKind]: KindRules<NotificationParams[Kind]> } = {
  'logbook.replied': { target: () => ({ screen: 'logbook' }), key: ({ replyId }) => replyId },
  'certificate.earned': { target: () => ({ screen: 'certificates' }), key: ({ certificationRef }) => certificationRef },
  // Once per lesson: a course opened again after a trainer's reset is not told again.
  'lesson.opened': { target: ({ lessonId }) => ({ screen: 'lesson', lessonId }), key: ({ lessonId }) => lessonId },
  // Once per class: taken out and added again, the member is not told again.
  'class.joined': {
    target: ({ classId, role }) => (role === 'TEACHER' ? { screen: 'trainerClass', classId } : { screen: 'home' }),
    key: ({ classId }) => classId,
  },
  // Once per due day: an extension moving the day tells the learner again, of the new day.
  'course.due-soon': { target: ({ lessonId }) => ({ screen: 'lesson', lessonId }), key: ({ lessonId, dueOn }) => `${lessonId}:${dueOn}` },
  'course.overdue': { target: ({ lessonId }) => ({ screen: 'lesson', lessonId }), key: ({ lessonId, dueOn }) => `${lessonId}:${dueOn}` },
};

/** A notification about to be stored: its reader, its kind and that kind's parameters. */
export type NewNotification = { [Kind in NotificationKind]: { userId: string; kind: Kind; params: NotificationParams[Kind] } }[NotificationKind];

/** Where the notification leads and the key that tells it once, by its kind's rules. */
export function notificationRules(notification: NewNotification): { target: NotificationTarget; key: string } {
  const kind = rules[notification.kind] as KindRules<typeof notification.params>;
  return { target: kind.target(notification.params), key: kind.key(notification.params) };
}

export const isNotificationKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

/** The most the header's badge counts: past it, it reads "99+" (the count query stops there too). */
export const UNREAD_COUNT_CAP = 100;

/** The badge's text for a number of unread notifications: nothing at 0, "99+" past 99. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);
}
