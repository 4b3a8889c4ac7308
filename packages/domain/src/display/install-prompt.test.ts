import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_DELAY_MS, installMethod, isIosSafari, shouldOfferInstall, type InstallPromptInput } from './install-prompt';

const ready: InstallPromptInput = { dismissedForever: false, standalone: false, elapsedMs: INSTALL_PROMPT_DELAY_MS, method: 'native' };

describe('shouldOfferInstall', () => {
  it.each<[string, Partial<InstallPromptInput>, boolean]>([
    ['offers after 5 s with a native prompt', {}, true],
    ['offers the iOS instructions after 5 s', { method: 'ios-instructions' }, true],
    ['waits until 5 s have passed', { elapsedMs: INSTALL_PROMPT_DELAY_MS - 1 }, false],
    ['never offers once the learner said not to', { dismissedForever: true }, false],
    ['never offers inside the installed app', { standalone: true }, false],
    ['never offers when the browser cannot install', { method: 'none' }, false],
  ])('%s', (_name, change, expected) => {
    expect(shouldOfferInstall({ ...ready, ...change })).toBe(expected);
  });
});

describe('isIosSafari', () => {
  const iphoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const iphoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0 Mobile/15E148 Safari/604.1';
  const macSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Safari/537.36';

  it.each<[string, string, number, boolean]>([
    ['iPhone Safari', iphoneSafari, 5, true],
    ['iPadOS Safari presenting as a Mac', macSafari, 5, true],
    ['desktop Mac Safari', macSafari, 0, false],
    ['Chrome on iPhone', iphoneChrome, 5, false],
    ['desktop Chrome', desktopChrome, 0, false],
  ])('%s', (_name, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected);
  });
});

describe('installMethod', () => {
  it('prefers the browser prompt, then the iOS instructions', () => {
    expect(installMethod(true, true)).toBe('native');
    expect(installMethod(false, true)).toBe('ios-instructions');
    expect(installMethod(false, false)).toBe('none');
  });
});
