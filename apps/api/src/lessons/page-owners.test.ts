import { describe, expect, it } from 'vitest';
import { createPageOwners } from './page-owners';

const owner = { tenantId: 't', userId: 'u', lessonId: 'l', pageId: 'p' };

describe('the pages known to be a learner’s', () => {
  it('knows a remembered page for a minute, and only that learner’s, lesson’s and page’s', () => {
    let now = 1_000;
    const owners = createPageOwners(() => now);
    expect(owners.find(owner)).toBeUndefined();
    owners.remember(owner, { ended: false });
    expect(owners.find(owner)).toEqual({ ended: false });
    for (const other of [
      { ...owner, tenantId: 'x' },
      { ...owner, userId: 'x' },
      { ...owner, lessonId: 'x' },
      { ...owner, pageId: 'x' },
      { ...owner, pageId: null },
    ]) {
      expect(owners.find(other)).toBeUndefined();
    }
    now += 60_000;
    expect(owners.find(owner)).toEqual({ ended: false });
    now += 1;
    expect(owners.find(owner)).toBeUndefined();
  });

  it('keeps what was last seen of the lesson: ended once it ended', () => {
    const owners = createPageOwners(() => 0);
    owners.remember(owner, { ended: false });
    owners.remember(owner, { ended: true });
    expect(owners.find(owner)).toEqual({ ended: true });
  });
});
