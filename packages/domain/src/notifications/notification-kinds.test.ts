import { describe, expect, it } from 'vitest';
import { isNotificationKind, type NewNotification, notificationKinds, notificationRules, unreadBadge } from './notification-kinds';

const userId = 'u1';

describe('notificationRules', () => {
  it.each<[string, NewNotification, ReturnType<typeof notificationRules>]>([
    [
      'a trainer’s reply leads to the log-book, once per reply',
      { userId, kind: 'logbook.replied', params: { replyId: 'r1', trainer: 'Ada Lovelace' } },
      { target: { screen: 'logbook' }, key: 'r1' },
    ],
    [
      'a certificate leads to the certificates tab, once per certification reference',
      { userId, kind: 'certificate.earned', params: { lessonId: 'l1', certificationRef: 'ABC123', course: 'Safety' } },
      { target: { screen: 'certificates' }, key: 'ABC123' },
    ],
    [
      'a course opened leads to its lesson, once per lesson',
      { userId, kind: 'lesson.opened', params: { lessonId: 'l2', course: 'Sales' } },
      { target: { screen: 'lesson', lessonId: 'l2' }, key: 'l2' },
    ],
    [
      'a learner added to a class is led Home, once per class',
      { userId, kind: 'class.joined', params: { classId: 'c1', className: 'CAP 2027', role: 'STUDENT' } },
      { target: { screen: 'home' }, key: 'c1' },
    ],
    [
      'a teacher added to a class is led to the class in the trainer space',
      { userId, kind: 'class.joined', params: { classId: 'c1', className: 'CAP 2027', role: 'TEACHER' } },
      { target: { screen: 'trainerClass', classId: 'c1' }, key: 'c1' },
    ],
    [
      'a course due soon leads to its lesson, once per lesson and due day',
      { userId, kind: 'course.due-soon', params: { lessonId: 'l3', course: 'Safety', dueOn: '2026-12-12' } },
      { target: { screen: 'lesson', lessonId: 'l3' }, key: 'l3:2026-12-12' },
    ],
    [
      'a course whose day passed leads to its lesson, once per lesson and due day',
      { userId, kind: 'course.overdue', params: { lessonId: 'l3', course: 'Safety', dueOn: '2026-12-20' } },
      { target: { screen: 'lesson', lessonId: 'l3' }, key: 'l3:2026-12-20' },
    ],
  ])('%s', (_, notification, expected) => {
    expect(notificationRules(notification)).toEqual(expected);
  });
});

describe('isNotificationKind', () => {
  it('knows every listed kind and no other text', () => {
    for (const kind of notificationKinds) expect(isNotificationKind(kind)).toBe(true);
    expect(isNotificationKind('due-date.soon')).toBe(false);
    expect(isNotificationKind('')).toBe(false);
  });
});

describe('unreadBadge', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%i unread → %s', (count, expected) => {
    expect(unreadBadge(count)).toBe(expected);
  });
});
