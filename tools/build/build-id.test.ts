import type { UserConfig, UserConfigFnObject } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputsHash, webInputs } from './build-inputs.mjs';

/** What apps/web/vite.config.ts writes into the app's code (`define`), for the browser's build and the server's renderer, loaded afresh at `now`. */
async function definesAt(now: string): Promise<Record<string, unknown>[]> {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  vi.resetModules();
  const config = (await import('../../apps/web/vite.config')).default as UserConfigFnObject;
  return [false, true].map((isSsrBuild) => (config({ command: 'build', mode: 'production', isSsrBuild }) as UserConfig).define ?? {});
}

afterEach(() => vi.useRealTimers());

describe('the web build id (__APP_BUILD__)', () => {
  it('is a hash of the web app’s sources, not the time: builds of the same sources a year apart write the same code', async () => {
    const now = await definesAt('2026-11-27T13:00:00Z');
    const later = await definesAt('2027-11-27T21:30:00Z');
    expect(later).toEqual(now);
    for (const define of now) expect(define.__APP_BUILD__).toBe(JSON.stringify(inputsHash(webInputs).slice(0, 16)));
  });
});
