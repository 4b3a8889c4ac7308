import { notificationKinds } from '@espace/domain/notifications/notification-kinds';
import { describe, expect, it } from 'vitest';
import { serverCatalogues, serverTexts } from '../i18n/server-texts';
import { notificationSentence } from './notification-mail';

const at = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('notification mails', () => {
  // A kind added later fails here until the server can write its mails (docs/architecture.md#a-notification-kind).
  it.each(notificationKinds)('%s has its mail sentence in French and in English', (kind) => {
    for (const locale of ['fr', 'en'] as const) expect(typeof at(serverCatalogues[locale], `mail.notification.kinds.${kind}`), locale).toBe('string');
  });

  it('writes a kind’s sentence with its parameters, a due day in words', () => {
    expect(notificationSentence(serverTexts('fr'), 'course.overdue', { lessonId: 'l', course: 'Sécurité', dueOn: '2026-12-01' })).toBe(
      '« Sécurité » n’est pas terminé : il était à rendre le 1er décembre 2026',
    );
    expect(notificationSentence(serverTexts('en'), 'logbook.replied', { replyId: 'r', trainer: 'Ada <Lovelace>' })).toBe(
      'Ada <Lovelace> replied in your logbook',
    );
  });
});
