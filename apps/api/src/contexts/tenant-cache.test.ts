import { describe, expect, it, vi } from 'vitest';
import type { Tenant } from './context-repository';
import { createTenantCache } from './tenant-cache';

const tenant = (alias: string, isDefault: boolean, frontoffice: string) => ({ alias, isDefault, hosts: { frontoffice } }) as unknown as Tenant;

describe('createTenantCache', () => {
  it('loads once within the time to live, again after it', async () => {
    // lru-cache reads a start time of 0 as "never expires": the clock starts at 1 000.
    let clock = 1000;
    const load = vi.fn(async () => [tenant('demo', true, 'localhost:3000'), tenant('acme', false, 'acme.localhost:3000')]);
    const cache = createTenantCache(load, 5000, () => clock);
    expect((await cache.resolve('acme.localhost:3000'))?.alias).toBe('acme');
    expect((await cache.resolve('localhost:3000'))?.alias).toBe('demo');
    expect(load).toHaveBeenCalledTimes(1);
    clock = 7000;
    await cache.resolve('localhost:3000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([tenant('demo', true, 'localhost:3000')]);
    const cache = createTenantCache(load, 5000);
    await expect(cache.resolve('localhost')).rejects.toThrow('down');
    expect((await cache.resolve('localhost'))?.alias).toBe('demo');
  });
});
