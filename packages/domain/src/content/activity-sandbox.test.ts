import { describe, expect, it } from 'vitest';
import { activityFrame, activitySandbox } from './activity-sandbox';

const portal = 'https://demo.espace.example';
const own = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

describe('activityFrame (docs/content-packages.md#the-activity-sandbox)', () => {
  it.each([
    ["the portal's activity", `${portal}/api/activities/lib/index.html?endpoint=x`, own, 'null'],
    ['an absolute URL naming the portal itself', 'https://DEMO.espace.example:443/api/activities/lib/index.html', own, 'null'],
    [
      'another tenant of the same site, another origin',
      'https://acme.espace.example/module/index.html',
      `${own} allow-same-origin`,
      'https://acme.espace.example',
    ],
    ["an author's site", 'https://content.example.org/course/index.html', `${own} allow-same-origin`, 'https://content.example.org'],
    ['the portal on another port', 'https://demo.espace.example:8443/index.html', `${own} allow-same-origin`, 'https://demo.espace.example:8443'],
    ['a URL that does not parse', 'not a url', own, 'null'],
    ['a data: URL (opaque by itself)', 'data:text/html,<p>x', own, 'null'],
  ])('frames %s', (_what, url, sandbox, messageOrigin) => {
    expect(activityFrame(url, portal)).toEqual({ sandbox, messageOrigin });
  });

  it('never lets an activity share the portal origin, navigate the portal or open modal dialogs', () => {
    expect(activitySandbox).not.toContain('allow-same-origin');
    expect(activitySandbox.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([]);
    expect(activitySandbox).not.toContain('allow-modals');
  });
});
