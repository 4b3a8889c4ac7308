import { notificationKinds } from '@espace/domain/notifications/notification-kinds';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { notificationHref } from './notification-link';

const at = (bundle: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('notification texts', () => {
  it.each(notificationKinds)('%s has its sentence in French and in English', (kind) => {
    for (const bundle of [fr, en]) expect(typeof at(bundle, `notifications.kinds.${kind}`)).toBe('string');
  });
});

describe('notificationHref', () => {
  const open = { certificationAccess: true };
  it.each([
    [{ screen: 'logbook' } as const, open, '/tableau-de-bord/logbook'],
    [{ screen: 'certificates' } as const, open, '/tableau-de-bord/validations'],
    [{ screen: 'certificates' } as const, { certificationAccess: false }, '/'],
    [{ screen: 'levels' } as const, open, '/tableau-de-bord/niveaux'],
    [{ screen: 'home' } as const, open, '/'],
    [{ screen: 'lesson', lessonId: 'a b' } as const, open, '/session/a%20b'],
    [{ screen: 'trainerClass', classId: 'k1' } as const, open, '/formateur/classes/k1'],
    [{ screen: 'messageThread', threadId: 't 1' } as const, open, '/messages/t%201'],
    [{ screen: 'trainerThread', threadId: 't1' } as const, open, '/formateur/messages/t1'],
  ])('%o → %s', (target, switches, href) => {
    expect(notificationHref(target, switches)).toBe(href);
  });
});
