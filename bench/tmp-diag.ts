import { chromium } from 'playwright-core';
const origin = process.env.ORIGIN ?? 'http://localhost:3200';
const path = process.env.DIAG_PATH ?? '/login';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'fr-FR' });
if (process.env.TOKEN) {
  const token = process.env.TOKEN;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string; iat: number; exp: number };
  await context.addInitScript((items: string[][]) => { for (const [k, v] of items) if (localStorage.getItem(k!) === null) localStorage.setItem(k!, v!); }, [['id_token', token], ['id_user', claims.sub], ['token_lifetime', String(claims.exp - claims.iat)]]);
}
await context.addInitScript(() => {
  const w = window as unknown as { __lcp: unknown[] };
  w.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) { const x = e as unknown as { element?: Element; size: number; startTime: number }; w.__lcp.push({ t: Math.round(x.startTime), size: x.size, el: x.element ? `${x.element.tagName}.${x.element.className} "${(x.element.textContent ?? '').slice(0, 40)}"` : null }); } }).observe({ type: 'largest-contentful-paint', buffered: true });
});
async function visit(label: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const data = await page.evaluate(() => ({ paints: performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`), lcp: (window as unknown as { __lcp: unknown[] }).__lcp, api: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.includes('/api/')).map((r) => `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ${r.name.replace(location.origin, '')}`), kept: (localStorage.getItem('persisted_queries') ?? '').length }));
  console.log(`=== ${label}`, JSON.stringify(data, null, 1));
  await page.close();
}
await visit('cold');
const p = await context.newPage(); await p.goto(`${origin}${path}`); await p.evaluate(async () => { await navigator.serviceWorker?.ready; }); await p.waitForTimeout(2000); await p.close();
await visit('warm');
await browser.close();
