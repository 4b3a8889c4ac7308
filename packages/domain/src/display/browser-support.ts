/** Supported browsers (docs/browsers.md#supported-browsers): Chrome above 60, Firefox above 50, iOS 10 or later. */
const supportedBrowsers = { chromeAbove: 60, firefoxAbove: 50, iosFrom: 10 } as const;

type BrowserFamily = 'chrome' | 'edge' | 'opera' | 'samsung' | 'firefox' | 'ios' | 'safari' | 'edge-legacy' | 'ie' | 'unknown';

export interface BrowserSupport {
  family: BrowserFamily;
  /** The version the rule judged (the iOS version on iOS, the Chrome engine version for Chromium browsers). */
  major: number | null;
  supported: boolean;
}

const version = (userAgent: string, pattern: RegExp): number | null => {
  const match = pattern.exec(userAgent);
  return match?.[1] === undefined ? null : Number(match[1]);
};

const judged = (family: BrowserFamily, major: number | null, ok: (major: number) => boolean): BrowserSupport => ({
  family,
  major,
  // A version we cannot read is given the benefit of the doubt, like an unknown browser.
  supported: major === null || ok(major),
});

const chromiumFamily = (userAgent: string): BrowserFamily => {
  if (userAgent.includes('Edg/')) return 'edge';
  if (userAgent.includes('OPR/')) return 'opera';
  if (userAgent.includes('SamsungBrowser/')) return 'samsung';
  return 'chrome';
};

/**
 * Reads a user agent against the supported browsers. Order matters: iOS browsers all run
 * WebKit whatever they call themselves, and Chromium browsers carry "Safari".
 * Unknown agents (bots, new engines) count as supported: the notice is for
 * browsers known to be too old, not for everyone we cannot name.
 */
export function browserSupport(userAgent: string): BrowserSupport {
  const { chromeAbove, firefoxAbove, iosFrom } = supportedBrowsers;
  if (/Trident\/|MSIE /.test(userAgent)) return { family: 'ie', major: version(userAgent, /(?:MSIE |rv:)(\d+)/), supported: false };
  if (/ Edge\/\d+/.test(userAgent)) return { family: 'edge-legacy', major: version(userAgent, / Edge\/(\d+)/), supported: false };
  if (/iPhone|iPad|iPod/.test(userAgent)) return judged('ios', version(userAgent, / OS (\d+)_/), (major) => major >= iosFrom);
  if (/Firefox\/\d+/.test(userAgent)) return judged('firefox', version(userAgent, /Firefox\/(\d+)/), (major) => major > firefoxAbove);
  if (/Chrom(?:e|ium)\/\d+/.test(userAgent))
    return judged(chromiumFamily(userAgent), version(userAgent, /Chrom(?:e|ium)\/(\d+)/), (major) => major > chromeAbove);
  // Desktop Safari is the iOS engine, and iPadOS 13+ announces itself as desktop Safari: same rule.
  if (/Version\/\d+.* Safari\//.test(userAgent)) return judged('safari', version(userAgent, /Version\/(\d+)/), (major) => major >= iosFrom);
  return { family: 'unknown', major: null, supported: true };
}

/**
 * Whether a browser says it is a phone, from what a page request carries: Chromium's
 * `Sec-CH-UA-Mobile` client hint (`?1` / `?0`) when sent, else the "Mobi" every phone browser's
 * user agent carries (and tablets' do not). The server's guess for the first render; the app
 * itself goes by the screen's width (docs/product/screens-and-routes.md#small-screens).
 */
export function saysPhone(mobileHint: string | undefined, userAgent: string): boolean {
  if (mobileHint === '?1' || mobileHint === '?0') return mobileHint === '?1';
  return /\bMobi/.test(userAgent);
}
