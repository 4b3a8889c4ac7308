import { performance } from 'node:perf_hooks';

/** After each step a background pass waits this many times as long as the step took: it takes a tenth of the process and the database at most. */
const REST_FACTOR = 9;

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The background step running in this process, if any: the next one starts once it has ended. */
let running: Promise<unknown> = Promise.resolve();

/**
 * Runs one step of a background pass (a class's candidates read, a batch of notifications told, a
 * batch of digests), then rests nine times as long as the step took, so that the requests of the
 * learners at work meanwhile find the process and the database free nine tenths of the time
 * (docs/performance.md#the-daily-follow-up-pass). A pass made of short steps never holds either
 * for long; one made of a single large statement would, whatever it rests afterwards.
 *
 * The steps of every pass of the process run one at a time, whichever passes run side by side (the
 * daily kinds of a tenant do): a request meets one step at most, never two or three on the two
 * cores at once. A step waits for the one running to end, not for its rest.
 */
export async function paced<T>(step: () => Promise<T>): Promise<T> {
  const turn = running.then(async () => {
    const began = performance.now();
    const result = await step();
    return { result, took: performance.now() - began };
  });
  // The next step waits for this one, whether it succeeds or fails.
  running = turn.catch(() => undefined);
  const { result, took } = await turn;
  await rest(took * REST_FACTOR);
  return result;
}

/** Learners a step of a daily pass reads at a time: a class's read stays a few milliseconds, however large the class. */
export const LEARNERS_A_STEP = 50;

/** `items` cut into slices of `size` (the last one shorter), in their order. */
export function slicesOf<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}
