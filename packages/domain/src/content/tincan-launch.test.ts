import { describe, expect, it } from 'vitest';
import { cmi5LaunchUrl, type TincanLaunch, tincanLaunchUrl } from './tincan-launch';

const launch: TincanLaunch = {
  url: '/api/activities/lib-1/index.html',
  origin: 'http://demo.localhost:3000',
  endpoint: '/api/xapi/',
  auth: 'Basic dTE6cDE=',
  actor: { name: 'Léa Martin', account: { homePage: 'http://demo.localhost:3000', name: 'u1' } },
  registration: 'page-9',
};

/** The launch URL's query parameters (the domain has no URL global in its types). */
const query = (url: string | null) => {
  const pairs = (url ?? '').split('?').slice(1).join('?').split('#')[0]?.split('&') ?? [];
  const map = new Map(pairs.map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]));
  return { get: (name: string) => map.get(name) ?? null };
};

describe('tincanLaunchUrl (docs/product/api-calls.md#tincan-launch-url)', () => {
  it('adds endpoint, Basic auth, actor and registration to a site path', () => {
    const url = tincanLaunchUrl(launch);
    expect(url?.startsWith('http://demo.localhost:3000/api/activities/lib-1/index.html?')).toBe(true);
    const params = query(url);
    expect(params.get('endpoint')).toBe('http://demo.localhost:3000/api/xapi/');
    expect(params.get('auth')).toBe('Basic dTE6cDE=');
    expect(JSON.parse(params.get('actor') ?? '')).toEqual({
      objectType: 'Agent',
      name: ['Léa Martin'],
      account: { homePage: 'http://demo.localhost:3000', name: 'u1' },
    });
    expect(params.get('registration')).toBe('page-9');
  });

  it('keeps the query an activity already has', () => {
    expect(query(tincanLaunchUrl({ ...launch, url: 'https://lms.example.test/a/index.html?lang=fr' })).get('lang')).toBe('fr');
  });

  it('keeps a fragment after the query', () => {
    expect(tincanLaunchUrl({ ...launch, url: '/a/index.html#start' })).toMatch(
      /^http:\/\/demo\.localhost:3000\/a\/index\.html\?endpoint=.*&registration=page-9#start$/,
    );
  });

  it('leaves auth out when the launch has none, and keeps an external endpoint as it is', () => {
    const params = query(tincanLaunchUrl({ ...launch, auth: null, endpoint: 'https://lrs.example.com/xapi/' }));
    expect(params.get('auth')).toBeNull();
    expect(params.get('endpoint')).toBe('https://lrs.example.com/xapi/');
  });

  it('builds cmi5’s launch URL: endpoint, fetch, an xAPI Agent, registration and activityId (cmi5 8.1)', () => {
    const params = query(
      cmi5LaunchUrl({ ...launch, fetch: '/api/xapi/extensions/cmi5/fetch?token=abc', activityId: 'http://demo.localhost:3000/xapi/cmi5/au/b1' }),
    );
    expect(params.get('fetch')).toBe('http://demo.localhost:3000/api/xapi/extensions/cmi5/fetch?token=abc');
    expect(JSON.parse(params.get('actor') ?? '')).toEqual({
      objectType: 'Agent',
      name: 'Léa Martin',
      account: { homePage: 'http://demo.localhost:3000', name: 'u1' },
    });
    expect(params.get('activityId')).toBe('http://demo.localhost:3000/xapi/cmi5/au/b1');
    expect(params.get('auth')).toBeNull();
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<p>x</p>'],
    ['a protocol-relative URL', '//evil.test/index.html'],
    ['a backslash path', '/\\evil.test'],
    ['a relative path', 'index.html'],
    ['an empty string', ''],
    ['a broken URL', 'http://'],
    ['credentials in the host', 'https://user@evil.test/a'],
  ])('refuses %s', (_what, url) => {
    expect(tincanLaunchUrl({ ...launch, url })).toBeNull();
  });
});
