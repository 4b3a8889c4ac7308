import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads nothing until first used, then loads once for every use, concurrent or later', async () => {
    const load = vi.fn(async () => ({ name: 'module' }));
    const module = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([module(), module()]);
    const third = await module();
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(third).toBe(first);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('not installed')).mockResolvedValueOnce('loaded');
    const module = onFirstUse(load);
    await expect(module()).rejects.toThrow('not installed');
    await expect(module()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
