import { describe, expect, it } from 'vitest';
import { backofficeMessageSchema, embedMessageSchema } from './embeds';

const block = { type: 'exercice', title: 'Bloc', content: { sections: [] } };

describe('backofficeMessageSchema', () => {
  it.each([
    { type: 'espace:session', accessToken: 'a.b.c' },
    { type: 'espace:preview', block },
    { type: 'espace:preview', block, courseType: { hints: true, feedbacks: false }, terms: [{ id: 't', title: 'T', words: ['t'], definition: 'D' }] },
    { type: 'espace:correction', pageId: 'page-1' },
    { type: 'espace:correction', pageId: 'page-1', lessonId: 'lesson-1' },
    { type: 'espace:reset' },
  ])('accepts $type', (message) => {
    expect(backofficeMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['an unknown type', { type: 'espace:other' }],
    ['a session without token', { type: 'espace:session', accessToken: '' }],
    ['a block of an unknown type', { type: 'espace:preview', block: { ...block, type: 'quiz' } }],
    ['a block without content', { type: 'espace:preview', block: { type: 'slide' } }],
    ['a correction without page', { type: 'espace:correction' }],
    ['a string', 'espace:reset'],
  ])('refuses %s', (_label, message) => {
    expect(backofficeMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe('embedMessageSchema', () => {
  it.each([
    { type: 'espace:ready', screen: 'preview' },
    { type: 'espace:resize', height: 640 },
    { type: 'espace:checked', scoring: { actual: 100, max: 200 }, progress: 'COMPLETED' },
    { type: 'espace:error', code: 'BAD_REQUEST' },
  ])('accepts $type', (message) => {
    expect(embedMessageSchema.parse(message)).toEqual(message);
  });

  it('refuses a screen it does not know', () => {
    expect(embedMessageSchema.safeParse({ type: 'espace:ready', screen: 'player' }).success).toBe(false);
  });
});
