import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withChunkLoading } from './route-chunks';

describe('withChunkLoading', () => {
  it('loads a route once for the first-screen prefetch and the router alike, failure included', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/home-route-abc.js');
    const importer = vi.fn(() => Promise.reject(failure));
    const [route] = withChunkLoading([{ path: '/', lazy: importer } as RouteObject]);
    const lazy = route?.lazy as () => Promise<unknown>;
    const first = lazy();
    const second = lazy();
    expect(second).toBe(first);
    await expect(first).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
