import { describe, expect, it } from 'vitest';
import { mergedDefinition } from './activity-rules';

describe('mergedDefinition (Communication 2.5, XAPI-00254)', () => {
  it('replaces properties, but adds the languages of name and description to those kept', () => {
    const kept = { name: { 'en-US': 'meeting' }, description: { 'en-US': 'a meeting' }, type: 'http://example.com/old', moreInfo: 'http://example.com/info' };
    const incoming = { name: { 'fr-FR': 'réunion' }, description: { 'en-US': 'the meeting' }, type: 'http://example.com/new' };
    expect(mergedDefinition(kept, incoming)).toEqual({
      name: { 'en-US': 'meeting', 'fr-FR': 'réunion' },
      description: { 'en-US': 'the meeting' },
      type: 'http://example.com/new',
      moreInfo: 'http://example.com/info',
    });
  });
});
