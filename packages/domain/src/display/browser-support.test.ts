import { describe, expect, it } from 'vitest';
import { browserSupport, saysPhone } from './browser-support';

const chrome = (major: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.3029.110 Safari/537.36`;
const firefox = (major: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${major}.0) Gecko/20100101 Firefox/${major}.0`;
const iosSafari = (os: string, version: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version}.0 Mobile/15E148 Safari/604.1`;

describe('browserSupport (docs/browsers.md#supported-browsers)', () => {
  it.each([
    ['Chrome 58', chrome(58), 'chrome', 58, false],
    ['Chrome 60', chrome(60), 'chrome', 60, false],
    ['Chrome 61', chrome(61), 'chrome', 61, true],
    ['Chrome 120', chrome(120), 'chrome', 120, true],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
      'chrome',
      131,
      true,
    ],
    ['Firefox 50', firefox(50), 'firefox', 50, false],
    ['Firefox 51', firefox(51), 'firefox', 51, true],
    ['Firefox 120', firefox(120), 'firefox', 120, true],
    ['iOS 9 Safari', iosSafari('9_3_5', 9), 'ios', 9, false],
    ['iOS 10 Safari', iosSafari('10_3_3', 10), 'ios', 10, true],
    ['iOS 17 Safari', iosSafari('17_1', 17), 'ios', 17, true],
    [
      'Chrome on iOS 9 (the iOS version decides)',
      'Mozilla/5.0 (iPad; CPU OS 9_3_2 like Mac OS X) AppleWebKit/601.1 (KHTML, like Gecko) CriOS/71.0.3578.89 Mobile/13F69 Safari/601.1.46',
      'ios',
      9,
      false,
    ],
    [
      'Edge (Chromium)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'edge',
      120,
      true,
    ],
    [
      'Edge legacy',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
      'edge-legacy',
      18,
      false,
    ],
    [
      'Safari 17 desktop',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      'safari',
      17,
      true,
    ],
    [
      'Safari 9 desktop',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7',
      'safari',
      9,
      false,
    ],
    ['IE 11', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'ie', 11, false],
    [
      'Samsung Internet 23',
      'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'samsung',
      115,
      true,
    ],
    [
      'Samsung Internet 5 (Chrome 51 engine)',
      'Mozilla/5.0 (Linux; Android 7.0; SAMSUNG SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/5.0 Chrome/51.0.2704.106 Mobile Safari/537.36',
      'samsung',
      51,
      false,
    ],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'unknown', null, true],
    ['curl', 'curl/8.5.0', 'unknown', null, true],
    ['empty', '', 'unknown', null, true],
  ])('%s', (_, userAgent, family, major, supported) => {
    expect(browserSupport(userAgent)).toEqual({ family, major, supported });
  });
});

describe('saysPhone', () => {
  it("takes Chromium's client hint when the request carries it, else the user agent's Mobi", () => {
    expect(saysPhone('?1', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(true);
    expect(saysPhone('?0', 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36')).toBe(false);
    expect(saysPhone(undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(saysPhone(undefined, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/605.1.15')).toBe(false);
  });
});
