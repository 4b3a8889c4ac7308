import { themeChoiceScript } from '@espace/contracts/theme-choice';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, hosts, registerInvitedLearner, signIn, type TestApp } from '../test/test-app';

let testApp: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'espace-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Espace Apprenant</title><link rel="stylesheet" crossorigin href="/assets/app-1a2b.css"><link rel="preload" as="style" href="/assets/login-3c4d.css" crossorigin=""><link rel="modulepreload" href="/assets/login-3c4d.js" crossorigin=""></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'export {};');
  writeFileSync(join(webDist, '.build-inputs'), 'the-build-inputs-hash');
  writeFileSync(join(webDist, 'assets', 'app-1a2b.css'), 'body { margin: 0 } /* </style><script>no</script> */');
  writeFileSync(join(webDist, 'assets', 'login-3c4d.css'), '.sign-in { display: grid }');
  writeFileSync(join(webDist, 'assets', 'home-5e6f.css'), '.home { display: grid }');
  // A stand-in for the web build's renderer (contracts/server-rendering): it says what it was asked.
  mkdirSync(join(webDist, 'server'));
  writeFileSync(
    join(webDist, 'server', 'first-screens.js'),
    `let renders = 0;
    export default {
      async renderSignInScreen({ context, locale }) {
        if (context.name === 'Broken') throw new Error('renderer failure');
        return { lang: locale, title: context.name + ' - sign in (' + locale + ')', body: '<h1>Sign in to ' + context.alias + ' in ' + locale + '</h1>', rootStyle: '--color-primary: #123456;' };
      },
      async renderHomeScreen({ context, locale, mobile, search, load }) {
        if (context.name === 'Broken') throw new Error('renderer failure');
        const me = await load('users/me');
        if (me.status !== 200) return null;
        const classes = await load('users/me/classes?page=1&pageSize=5&filter=all');
        const started = classes.body.items.flatMap((item) => item.lessons).filter((lesson) => lesson.startedAt !== null).length;
        const body = '<h1>Home of ' + me.body.displayName + ' (' + classes.body.total + ' classes, ' + (mobile ? 'phone' : 'computer') + ', ' + locale + ', search ' + search + ')</h1>'
          + '<p>render ' + ++renders + ', ' + started + ' started</p>';
        return { lang: locale, title: context.name + ' - home', body, rootStyle: '', data: { userId: me.body.id, queries: { note: '</script><script>alert(1)</script>' } }, freshUntil: Date.now() + 60000 };
      },
    };`,
  );
  // What the build says each first screen loads (contracts/server-rendering firstScreenAssetsFile).
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'first-screens.json'),
    JSON.stringify({
      login: { scripts: ['/assets/login-3c4d.js'], styles: ['/assets/login-3c4d.css'] },
      home: { scripts: ['/assets/home-5e6f.js'], styles: ['/assets/home-5e6f.css'] },
    }),
  );
  // What vite-plugin-pwa writes next to index.html (docs/offline.md).
  writeFileSync(join(webDist, 'sw.js'), 'importScripts("/workbox-5f2c.js");');
  writeFileSync(join(webDist, 'workbox-5f2c.js'), 'self.workbox = {};');
  // A script the build compressed beside itself (apps/web/scripts/precompress.mjs); the copies are
  // marked so a test can tell them from the server's own compression.
  writeFileSync(join(webDist, 'assets', 'shell-7a8b.js'), `export const shell = ${JSON.stringify('x'.repeat(4000))};`);
  writeFileSync(join(webDist, 'assets', 'shell-7a8b.js.br'), brotliCompressSync('/* built with brotli 11 */'));
  writeFileSync(join(webDist, 'assets', 'shell-7a8b.js.gz'), gzipSync('/* built with gzip 9 */'));
  writeFileSync(join(webDist, 'assets', 'late-9c0d.js'), `export const late = ${JSON.stringify('y'.repeat(4000))};`);
  testApp = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo } });

describe('single-page app serving', () => {
  it.each(['/', '/login', '/session/12/page/3', '/tableau-de-bord/niveaux'])('answers index.html for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // Always revalidated; /login's, in the visitor's language, also kept out of shared caches; /'s, maybe a learner's Home, never stored.
    expect(response.headers['cache-control']).toBe(url === '/' ? 'no-store' : url === '/login' ? 'private, no-cache' : 'no-cache');
    expect(String(response.headers.vary ?? '').includes('cookie')).toBe(url === '/');
    expect(response.body).toContain('<script type="module" src="/assets/app-1a2b.js"></script>');
  });

  it.each(['/', '/login', '/session/12/page/3'])(
    "sets the learner's chosen theme before the first paint in %s: one inline script, which the CSP runs by its hash",
    async (url) => {
      const response = await get(url);
      // Outside the copied style sheets, whose text may say anything (this build's does).
      const outsideStyles = response.body.replace(/<style\b.*?<\/style>/gs, '');
      const inlineScripts = [...outsideStyles.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
      expect(inlineScripts).toEqual([themeChoiceScript]);
      const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ');
      expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(inlineScripts[0]!).digest('base64')}'`]);
    },
  );

  it.each(['/', '/index.html'])(
    "inlines the request's tenant in %s: its context as contexts/current answers it, its logo preloaded, its name as title",
    async (url) => {
      for (const host of [hosts.demo, hosts.acme]) {
        const page = await testApp.app.inject({ method: 'GET', url, headers: { host } });
        const context = (await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host } })).json<{
          name: string;
          assets: { logos: { main: string } };
        }>();
        const inlined = /<script id="espace-context" type="application\/json">(.*?)<\/script>/s.exec(page.body)?.[1];
        expect(JSON.parse(inlined ?? 'null')).toEqual(context);
        expect(page.body).toContain(`<link rel="preload" as="image" href="${context.assets.logos.main}" fetchpriority="high" />`);
        expect(page.body).toContain(`<title>${context.name.replace(/&/g, '&amp;')}</title>`);
      }
    },
  );

  it('copies the style sheets into the page: a linked one replaced, a preloaded one kept beside its copy', async () => {
    const body = (await get('/')).body;
    expect(body).not.toContain('rel="stylesheet"');
    expect(body).toContain('<style data-href="/assets/app-1a2b.css">body { margin: 0 } /* <\\/style><script>no</script> */</style>');
    expect(body).toContain(
      '<link rel="preload" as="style" href="/assets/login-3c4d.css" crossorigin="">\n    <style data-href="/assets/login-3c4d.css">.sign-in { display: grid }</style>',
    );
    expect(body.match(/<\/style>/g)).toHaveLength(2);
  });

  describe("a signed-in learner's Home rendered into /", () => {
    const home = (headers: Record<string, string>, url = '/', host = hosts.demo) => testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });
    const learnerToken = () => signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });

    it('renders it from the API as the learner the session cookie names, with the answers it shows', async () => {
      const token = await learnerToken();
      const page = await home({ cookie: `locale=en; session=${token}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' }, '/?filter=past');
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(
        /<div id="root"><h1>Home of Léa Martin \(8 classes, phone, en, search \?filter=past\)<\/h1><p>render \d+, \d+ started<\/p><\/div>/,
      );
      expect(page.body).toContain('<title>Académie Démo - home</title>');
      const data = /<script id="espace-first-screen" type="application\/json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
      // The data can never close its element.
      expect(data).not.toContain('</script>');
      expect(JSON.parse(data)).toMatchObject({ userId: expect.any(String), queries: { note: '</script><script>alert(1)</script>' } });
      // Chromium's client hint wins over the user agent.
      expect((await home({ cookie: `session=${token}`, 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile' })).body).toContain('computer');
    });

    it('is never stored by a cache, and a cache that keeps it anyway keeps it apart by cookie, rendered or kept, compressed or not', async () => {
      const token = await learnerToken();
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        for (let visit = 0; visit < 2; visit += 1) {
          const page = await home({ cookie: `session=${token}`, ...headers });
          expect(page.statusCode).toBe(200);
          expect(page.headers['content-encoding']).toBe('accept-encoding' in headers ? 'gzip' : undefined);
          expect(page.headers['cache-control']).toBe('no-store');
          expect(String(page.headers.vary).split(/\s*,\s*/)).toContain('cookie');
        }
      }
    });

    it("loads Home's chunks and styles in its page, rather than the sign-in screen's", async () => {
      const body = (await home({ cookie: `session=${await learnerToken()}` })).body;
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-5e6f.js">');
      expect(body).toContain('<style data-href="/assets/home-5e6f.css">.home { display: grid }</style>');
      expect(body).not.toContain('login-3c4d');
    });

    it("leaves / to the app without a session, with a refused one, or with another tenant's", async () => {
      const acmeToken = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
      for (const response of [await home({}), await home({ cookie: 'session=not-a-token' }), await home({ cookie: `session=${acmeToken}` })]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain('espace-first-screen');
        expect(response.body).not.toContain('Léa Martin');
      }
    });

    it('never lets the cookie stand for the session in an API call', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { host: hosts.demo, cookie: `session=${await learnerToken()}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('comes compressed, as every page does, kept or not', async () => {
      const token = await learnerToken();
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await home({ cookie: `session=${token}`, 'accept-encoding': 'gzip' });
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers.vary).toContain('accept-encoding');
        expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<h1>Home of Léa Martin');
        const brotli = await home({ cookie: `session=${token}`, 'accept-encoding': 'gzip, deflate, br' });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe((await home({ cookie: `session=${token}` })).body);
      }
      expect(
        (await testApp.app.inject({ method: 'GET', url: '/login', headers: { host: hosts.demo, 'accept-encoding': 'gzip' } })).headers['content-encoding'],
      ).toBe('gzip');
    });
  });

  describe("a learner's Home kept for them while their data is unchanged", () => {
    const home = (token: string, host = hosts.demo, url = '/') => testApp.app.inject({ method: 'GET', url, headers: { host, cookie: `session=${token}` } });
    const rendering = (body: string) => /<p>render (\d+), (\d+) started<\/p>/.exec(body)?.slice(1).map(Number) ?? [];
    const api = (token: string, method: 'GET' | 'PATCH', url: string, payload?: object, host = hosts.demo) =>
      testApp.app.inject({ method, url: `/api/${url}`, headers: { host, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

    it('serves the same page again, not rendered, while nothing it shows changed', async () => {
      const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
      const first = await home(token, hosts.demo, '/?page=1');
      const [render] = rendering(first.body);
      expect(render).toBeGreaterThan(0);
      const again = await home(token, hosts.demo, '/?page=1');
      expect(again.body).toBe(first.body);
      // Another session of the same learner is served the same page: it is theirs.
      const otherSession = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' }, '10.0.0.2');
      expect(rendering((await home(otherSession, hosts.demo, '/?page=1')).body)[0]).toBe(render);
    });

    it("renders it afresh once the learner's data changes: a lesson started, their name changed", async () => {
      const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
      const [render = 0, started = 0] = rendering((await home(token)).body);
      const page = (await api(token, 'GET', 'users/me/classes?page=1&pageSize=5&filter=all')).json<{
        items: { lessons: { id: string; state: string; startedAt: string | null }[] }[];
      }>();
      const fresh = page.items.flatMap((item) => item.lessons).find((lesson) => lesson.state === 'AVAILABLE' && lesson.startedAt === null);
      if (fresh === undefined) throw new Error('the demo learner has no lesson to start');
      expect((await api(token, 'GET', `lessons/${fresh.id}/pages/current`)).statusCode).toBe(200);
      const afterLesson = rendering((await home(token)).body);
      expect(afterLesson).toEqual([expect.any(Number), started + 1]);
      expect(afterLesson[0]).toBeGreaterThan(render);

      expect((await api(token, 'PATCH', 'users/me', { firstname: 'Léonie' })).statusCode).toBe(200);
      const renamed = await home(token);
      expect(renamed.body).toContain('Home of Léonie Martin');
      expect(rendering(renamed.body)[0]).toBeGreaterThan(afterLesson[0] ?? 0);
      expect((await api(token, 'PATCH', 'users/me', { firstname: 'Léa' })).statusCode).toBe(200);
    });

    it('never serves one learner, or one tenant, the page of another', async () => {
      const lea = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
      const newcomer = await registerInvitedLearner(testApp.app, 'home-cache-newcomer', 'Newcomer#2026');
      const acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
      const names = async (token: string, host: string) => {
        const me = (await api(token, 'GET', 'users/me', undefined, host)).json<{ displayName: string }>();
        return { mine: me.displayName, page: (await home(token, host)).body };
      };
      // Each asks twice (the second from the kept page), in turns.
      for (let round = 0; round < 2; round += 1) {
        for (const [token, host] of [
          [lea, hosts.demo],
          [newcomer, hosts.demo],
          [acme, hosts.acme],
        ] as const) {
          const { mine, page } = await names(token, host);
          expect(page).toContain(`<h1>Home of ${mine} (`);
          for (const other of ['Léa Martin', 'home-cache-newcomer'].filter((name) => !mine.includes(name))) expect(page).not.toContain(`Home of ${other}`);
          expect(JSON.parse(/<script id="espace-first-screen" type="application\/json">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null')).toMatchObject({
            userId: (await api(token, 'GET', 'users/me', undefined, host)).json<{ id: string }>().id,
          });
        }
      }
      // Another tenant's session on this host: no page at all, kept or not.
      expect((await home(acme, hosts.demo)).body).not.toContain('espace-first-screen');
      // A signed-out session is refused even though its page was kept.
      expect((await api(lea, 'GET', 'users/me')).statusCode).toBe(200);
      await testApp.app.inject({ method: 'POST', url: '/api/users/logout', headers: { host: hosts.demo, authorization: `Bearer ${lea}` } });
      expect((await home(lea)).body).not.toContain('espace-first-screen');
    });
  });

  describe('the sign-in screen rendered into /login', () => {
    const login = (headers: Record<string, string>, host = hosts.demo) => testApp.app.inject({ method: 'GET', url: '/login', headers: { host, ...headers } });

    it("renders it in the browser's language among the tenant's, with its title, language and colours", async () => {
      const page = await login({ 'accept-language': 'de-DE, en;q=0.8, fr;q=0.5' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"><h1>Sign in to demo in en</h1></div>');
      expect(page.body).toContain('<html lang="en" style="--color-primary: #123456;">');
      expect(page.body).toContain('<title>Académie Démo - sign in (en)</title>');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect((await login({ 'accept-language': 'fr-FR,fr' })).body).toContain('<h1>Sign in to demo in fr</h1>');
    });

    it('takes a cookie that is not well encoded as no choice', async () => {
      const page = await login({ 'accept-language': 'en', cookie: 'locale=%E0%A4%A' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Sign in to demo in en</h1>');
      expect((await testApp.app.inject({ method: 'GET', url: '/', headers: { host: hosts.demo, cookie: 'session=%E0%A4%A' } })).statusCode).toBe(200);
    });

    it('takes the language the learner chose (its cookie) over the browser, when the tenant offers it', async () => {
      expect((await login({ 'accept-language': 'fr-FR', cookie: 'other=1; locale=en' })).body).toContain('<h1>Sign in to demo in en</h1>');
      // acme offers English only.
      expect((await login({ 'accept-language': 'fr-FR', cookie: 'locale=fr' }, hosts.acme)).body).toContain('<h1>Sign in to acme in en</h1>');
    });

    it('never serves the renderer itself: /server/ has no files to give', async () => {
      const response = await get('/server/first-screens.js');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('renderSignInScreen');
      expect((await get('/.vite/../server/first-screens.js')).body).not.toContain('renderHomeScreen');
    });

    it('leaves every other page to the app', async () => {
      for (const url of ['/', '/login/extra', '/reset']) {
        expect((await get(url)).body).toContain('<div id="root"></div>');
      }
    });

    it('serves the page without it when the renderer fails', async () => {
      const host = 'broken.localhost:3000';
      await testApp.testDatabase.database.query(
        `UPDATE contexts SET name = 'Broken', hosts = jsonb_set(hosts, '{frontoffice}', to_jsonb($1::text)) WHERE alias = 'acme'`,
        [host],
      );
      testApp.app.tenants.clear();
      const page = await login({}, host);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<title>Broken</title>');
    });
  });

  it('never lets a context value close the inlined script', async () => {
    const host = 'inline-test.localhost:3000';
    await testApp.testDatabase.database.query(
      `UPDATE contexts SET name = $1, hosts = jsonb_set(hosts, '{frontoffice}', to_jsonb($2::text)) WHERE alias = 'acme'`,
      ["</script><script>alert(1)</script> $& $'", host],
    );
    testApp.app.tenants.clear();
    const body = (await testApp.app.inject({ method: 'GET', url: '/', headers: { host } })).body;
    expect(body).not.toContain('</script><script>alert(1)');
    expect(body).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $'</title>");
    expect(body.match(/<\/head>/g)).toHaveLength(1);
  });

  it('serves fingerprinted files with a long cache', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("answers 404, not the app's page, for a build file that is not there (another build's chunk or worker), and lets no cache keep it", async () => {
    expect((await get('/.build-inputs')).body).not.toContain('the-build-inputs-hash');
    const missing = [
      '/assets/app-9z9z.js',
      '/assets/login-0000.css',
      '/assets/nested/x.js',
      '/assets/font-1a2b.woff2',
      '/assets/logo-3c4d.svg',
      '/workbox-0a0a.js',
      '/sw.js.map',
      '/app-0000.css',
    ];
    for (const url of missing) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await testApp.app.inject({ method, url, headers: { host: hosts.demo } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.body, url).not.toContain('<html');
      }
    }
    // The API's own unknown paths stay its JSON 404; the files that are there, and the app's pages, as ever.
    const api = await get('/api/nothing/here.js');
    expect(api.statusCode).toBe(404);
    expect(api.json<{ code: string }>().code).toBe('NOT_FOUND');
    expect((await get('/workbox-5f2c.js')).statusCode).toBe(200);
    expect((await get('/assets/app-1a2b.css')).headers['content-type']).toMatch(/^text\/css/);
    expect((await get('/session/12/page/3')).headers['content-type']).toMatch(/^text\/html/);
  });

  describe('a file the build compressed', () => {
    const shell = (encoding?: string) =>
      testApp.app.inject({ method: 'GET', url: '/assets/shell-7a8b.js', headers: { host: hosts.demo, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

    it('goes out as the build made it: brotli when accepted, else gzip, with the long cache', async () => {
      const brotli = await shell('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('/* built with brotli 11 */');
      expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
      const gzip = await shell('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe('/* built with gzip 9 */');
    });

    it('goes out as it is to a client that accepts no encoding', async () => {
      const plain = await shell();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('export const shell');
    });

    it('is compressed on the fly where the build left no copy', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/assets/late-9c0d.js', headers: { host: hosts.demo, 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toContain('export const late');
    });
  });

  it.each(['/sw.js', '/workbox-5f2c.js'])('serves the service worker file %s as JavaScript that is always revalidated', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cached worker would keep learners on an old version for up to a day.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets the page register its worker and read its manifest (CSP)', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('keeps unknown API paths as 404 JSON', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe("a shared credential's page", () => {
  it('carries its link preview (Open Graph): the course, who earned it, who issued it; an unknown one none', async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me/certificates',
      headers: { host: hosts.demo, authorization: `Bearer ${token}` },
    });
    const sharePath = (list.json() as { items: { credential: { sharePath: string } | null }[] }).items.find((item) => item.credential !== null)?.credential
      ?.sharePath;
    const page = (await get(sharePath ?? '')).body;
    expect(page).toContain('<title>Certificat — Conclure une vente</title>');
    expect(page).toContain('<meta property="og:title" content="Certificat — Conclure une vente" />');
    expect(page).toContain(`<meta property="og:url" content="http://localhost:3000${sharePath}" />`);
    expect(page).toContain('content="Certificat délivré à Léa Martin par Académie Démo pour «\u00a0Conclure une vente\u00a0». Vérifiable par tous."');
    expect(page).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/api\/contexts\/[^"]+" \/>/);
    const unknown = (await get('/credentials/00000000-0000-4000-8000-000000000000')).body;
    expect(unknown).not.toContain('og:title');
    expect(unknown).toContain('<div id="root"></div>');
  });
});
