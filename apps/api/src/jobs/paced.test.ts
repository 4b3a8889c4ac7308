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

  it('answers a step as it ends, and starts the next one, of any pass, once it has rested nine times as long', async () => {
    const began = performance.now();
    const ended: Record<string, number> = {};
    const started: Record<string, number> = {};
    const step = (name: string, ms: number) => async () => {
      started[name] = performance.now() - began;
      await wait(ms);
      return name;
    };
    await Promise.all(
      [paced(step('a', 25)), paced(step('b', 5))].map(async (passing) => {
        const name = await passing;
        ended[name] = performance.now() - began;
      }),
    );
    expect(ended.a).toBeLessThan(started.b!);
    expect(started.b).toBeGreaterThanOrEqual(10 * 25 - 1);
    // b rests too: a step after it waits 45 ms more.
    const after = performance.now();
    await paced(async () => undefined);
    expect(performance.now() - after).toBeGreaterThanOrEqual(9 * 5 - 5);
  });
});

describe('slicesOf', () => {
  it('cuts a list into slices of a size, the last one shorter, in order; none of an empty list', () => {
    expect(slicesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(slicesOf([1, 2], 2)).toEqual([[1, 2]]);
    expect(slicesOf([], 50)).toEqual([]);
  });
});
