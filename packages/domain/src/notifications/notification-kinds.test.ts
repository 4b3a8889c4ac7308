import { describe, expect, it } from 'vitest';
import {
  defaultMailFrequency,
  mailPreferenceKinds,
  isNotificationKind,
  mailFrequencyOf,
  type NewNotification,
  notificationKinds,
  notificationRules,
  notificationSubject,
  unreadBadge,
} from './notification-kinds';

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
    [
      'a trainer’s message leads the learner to the thread, once per message',
      { userId, kind: 'message.received', params: { messageId: 'm1', threadId: 't1', sender: 'Paul Formateur', subject: 'Module 3', to: 'learner' } },
      { target: { screen: 'messageThread', threadId: 't1' }, key: 'm1' },
    ],
    [
      'an evidence pack ready leads its requester to the class in the trainer space, once per pack',
      { userId, kind: 'evidence-pack.ready', params: { packId: 'p1', classId: 'c1', className: 'CAP 2027' } },
      { target: { screen: 'trainerClass', classId: 'c1' }, key: 'p1' },
    ],
    [
      'a learner’s message leads the trainer to the thread in the trainer space',
      { userId, kind: 'message.received', params: { messageId: 'm2', threadId: 't1', sender: 'Léa Martin', subject: '', to: 'trainer' } },
      { target: { screen: 'trainerThread', threadId: 't1' }, key: 'm2' },
    ],
    [
      'a reminder leads to its lesson, once per lesson and rule: its days are no part of its key',
      { userId, kind: 'reminder.inactive', params: { lessonId: 'l4', course: 'Safety', days: '9' } },
      { target: { screen: 'lesson', lessonId: 'l4' }, key: 'l4' },
    ],
    [
      'a due-date reminder, nor its due day: an extension does not remind again',
      { userId, kind: 'reminder.due-soon', params: { lessonId: 'l4', course: 'Safety', days: '2', dueOn: '2026-12-12' } },
      { target: { screen: 'lesson', lessonId: 'l4' }, key: 'l4' },
    ],
  ])('%s', (_, notification, expected) => {
    expect(notificationRules(notification)).toEqual(expected);
  });
});

describe('mail rules', () => {
  it('mails what the portal tells of itself in the weekly digest, its reminders in the daily one and a person’s message at once, a pack ready never, until its reader chooses', () => {
    expect(Object.fromEntries(notificationKinds.map((kind) => [kind, defaultMailFrequency(kind)]))).toEqual({
      'logbook.replied': 'weekly',
      'certificate.earned': 'weekly',
      'certificate.revoked': 'immediately',
      'badge.revoked': 'immediately',
      'lesson.opened': 'weekly',
      'class.joined': 'weekly',
      'course.due-soon': 'weekly',
      'course.overdue': 'weekly',
      'message.received': 'immediately',
      'reminder.not-started': 'daily',
      'reminder.inactive': 'daily',
      'reminder.due-soon': 'daily',
      'reminder.overdue': 'daily',
      'evidence-pack.ready': 'never',
    });
  });

  it('lists a trainer’s kinds in the preferences of the trainer space’s users only', () => {
    expect(mailPreferenceKinds(true)).toEqual([...notificationKinds]);
    expect(mailPreferenceKinds(false)).toEqual(notificationKinds.filter((kind) => kind !== 'evidence-pack.ready'));
  });

  it('takes the reader’s choice over the default', () => {
    expect(mailFrequencyOf('lesson.opened', { 'lesson.opened': 'never' })).toBe('never');
    expect(mailFrequencyOf('lesson.opened', { 'class.joined': 'daily' })).toBe('weekly');
  });

  it.each([
    ['logbook.replied', { replyId: 'r1', trainer: 'Ada' }, { logbookRecordId: 'r1' }],
    ['certificate.earned', { lessonId: 'l1', certificationRef: 'ABC', course: 'Safety' }, { lessonId: 'l1' }],
    ['certificate.revoked', { credentialId: 'c9', lessonId: 'l1', course: 'Safety', reason: 'Fraud' }, { lessonId: 'l1' }],
    ['badge.revoked', { credentialId: 'c8', badge: 'Gold — Sales', reason: 'Mistake' }, null],
    ['lesson.opened', { lessonId: 'l2', course: 'Sales' }, { lessonId: 'l2' }],
    ['class.joined', { classId: 'c1', className: 'CAP', role: 'STUDENT' }, { classId: 'c1' }],
    ['course.due-soon', { lessonId: 'l3', course: 'Safety', dueOn: '2026-12-12' }, { lessonId: 'l3' }],
    ['course.overdue', { lessonId: 'l3', course: 'Safety', dueOn: '2026-12-12' }, { lessonId: 'l3' }],
    ['message.unknown', { classId: 'c1' }, null],
  ])('groups %s by the class of %o', (kind, params, subject) => {
    expect(notificationSubject(kind, params)).toEqual(subject);
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
