/**
 * The Chromium of the browser benchmarks (`npm run bench:web`): Debian's own
 * (CHROMIUM_PATH to change it) driven by playwright-core, the simulated phone
 * they visit with, and the CPU slowdown they measure under.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** Lighthouse's mobile device (a Moto G Power), French as the demo learner reads. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'fr-FR',
};

/**
 * Slows the page's main thread `rate` times (Lighthouse's mobile CPU is 4×) for as long as the
 * returned session stays attached, across same-origin navigations of the page.
 */
export async function slowDownCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * The fastest of three runs of a fixed loop on the page's main thread, in milliseconds: the same
 * probe before and after slowDownCpu shows the slowdown the page really gets (a throttling lost
 * on a navigation, or a machine too busy to give the loop its share, shows as a ratio far from the rate).
 */
export async function mainThreadProbeMs(page: Page): Promise<number> {
  // Source text: tsx would compile a function with a `__name` helper the page does not have.
  return page.evaluate(`(() => {
    let fastest = Infinity;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      let x = 0;
      for (let i = 0; i < 5e6; i += 1) x = (x + i * 7) % 1000003;
      fastest = Math.min(fastest, performance.now() - started + (x < 0 ? 1 : 0));
    }
    return fastest;
  })()`);
}
