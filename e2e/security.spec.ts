import { demoLearner, demoLearnerClasses, french } from './support/demo';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

test.use({ locale: 'fr-FR' });

/** "a b; c d e" → { a: ['b'], c: ['d', 'e'] } */
function cspDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

test('the pages are served with protective headers', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response, 'navigation response').not.toBeNull();
  const headers = response?.headers() ?? {};

  const policy = headers['content-security-policy'];
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  const directives = cspDirectives(policy ?? '');
  // script-src falls back to default-src when absent; neither may allow inline scripts.
  const scriptSources = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSources, 'script-src or default-src').toBeDefined();
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy'], 'Referrer-Policy header').toBeTruthy();
});

test('the API documents itself', async ({ request }) => {
  expect((await request.get('/api/docs')).status()).toBe(200);

  const openapi = await request.get('/api/openapi.json');
  expect(openapi.status()).toBe(200);
  const document = (await openapi.json()) as { paths?: Record<string, unknown> };
  expect(Object.keys(document.paths ?? {})).toContain('/api/users/login');
});

test('an unknown API path is a JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/nope');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('signing in logs no console error and throws nothing', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await expect(page.getByText(demoLearnerClasses.spring).first()).toBeVisible();

  expect(problems).toEqual([]);
});
