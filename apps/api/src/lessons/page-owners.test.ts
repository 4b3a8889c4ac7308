import { describe, expect, it } from 'vitest';
import { createPageOwners } from './page-owners';

const owner = { tenantId: 't', userId: 'u', lessonId: 'l', pageId: 'p' };

describe('the pages known to be a learner’s', () => {
  it('knows a remembered page for a minute, and only that learner’s, lesson’s and page’s', () => {
    let now = 1_000;
    const owners = createPageOwners(() => now);
    expect(owners.isKnown(owner)).toBe(false);
    owners.remember(owner);
    expect(owners.isKnown(owner)).toBe(true);
    for (const other of [
      { ...owner, tenantId: 'x' },
      { ...owner, userId: 'x' },
      { ...owner, lessonId: 'x' },
      { ...owner, pageId: 'x' },
      { ...owner, pageId: null },
    ]) {
      expect(owners.isKnown(other)).toBe(false);
    }
    now += 60_000;
    expect(owners.isKnown(owner)).toBe(true);
    now += 1;
    expect(owners.isKnown(owner)).toBe(false);
  });
});
