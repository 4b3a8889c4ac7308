import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default, or all, or listed addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('trusts a number of proxy hops', () => {
    const trust = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses anything else with the variable named', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
