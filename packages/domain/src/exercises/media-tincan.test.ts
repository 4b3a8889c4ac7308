import { describe, expect, it } from 'vitest';
import { validateBlock } from '../content/block';
import { activityUrlSchema, mediaTincanRowSchema } from './media-tincan';

describe('activityUrlSchema', () => {
  it.each([
    ['https://lrs.example.test/module', true],
    ['http://localhost:3000/activity/index.html', true],
    ['/api/activities/3f1c/index.html', true],
    ['/api/activities/3f1c/index.html?endpoint=%2Fapi', true],
    ['//evil.example.test/index.html', false],
    ['/\\evil.example.test', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>1</script>', false],
    ['activities/index.html', false],
    ['/with space', false],
    ['', false],
  ])('%s → %s', (url, accepted) => {
    expect(activityUrlSchema.safeParse(url).success).toBe(accepted);
  });
});

describe('root-relative activity URLs in content', () => {
  it('accepts a path of this site in a media-tincan row', () => {
    expect(mediaTincanRowSchema.safeParse({ id: 'mt', type: 'media-tincan', url: '/api/activities/abc/index.html' }).success).toBe(true);
  });

  it('accepts a path of this site as the tincan url of a block, and still refuses javascript:', () => {
    const block = (url: string) => ({ title: 'Activité', type: 'tincan', content: { sections: [], tincan: { url } } });
    expect(validateBlock(block('/api/activities/abc/index.html')).ok).toBe(true);
    const refused = validateBlock(block('javascript:alert(1)'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues[0]?.path).toBe('content.tincan.url');
  });
});
