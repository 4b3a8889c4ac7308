import { describe, expect, it } from 'vitest';
import { paced, slicesOf } from './paced';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('paced background steps', () => {
  it('runs the steps of passes side by side one at a time, and a failed step lets the next one run', async () => {
    const log: string[] = [];
    const step =
      (name: string, ms: number, fails = false) =>
      async () => {
        log.push(`${name} starts`);
        await wait(ms);
        log.push(`${name} ends`);
        if (fails) throw new Error(name);
        return name;
      };
    const passes = await Promise.allSettled([paced(step('a', 20)), paced(step('b', 5, true)), paced(step('c', 5))]);
    expect(passes.map((pass) => (pass.status === 'fulfilled' ? pass.value : (pass.reason as Error).message))).toEqual(['a', 'b', 'c']);
    expect(passes.map((pass) => pass.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('rests after a step nine times as long as it took', async () => {
    const began = performance.now();
    await paced(() => wait(25));
    expect(performance.now() - began).toBeGreaterThanOrEqual(9 * 25);
  });
});

describe('slicesOf', () => {
  it('cuts a list into slices of a size, the last one shorter, in order; none of an empty list', () => {
    expect(slicesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(slicesOf([1, 2], 2)).toEqual([[1, 2]]);
    expect(slicesOf([], 50)).toEqual([]);
  });
});
