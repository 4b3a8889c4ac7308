import { performance } from 'node:perf_hooks';

/** After each step a background pass waits this many times as long as the step took: it takes a tenth of the process and the database at most. */
const REST_FACTOR = 9;

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The background step running in this process, then its rest: the next one starts once both have ended. */
let running: Promise<unknown> = Promise.resolve();

/**
 * Runs one step of a background pass (a class's candidates read, a batch of notifications told, a
 * batch of digests) when the process's steps before it have run and rested, then rests nine times
 * as long as it took before any other step runs, so that the requests of the learners at work
 * meanwhile find the process and the database free nine tenths of the time, however many passes
 * run side by side (docs/performance.md#the-daily-follow-up-pass). A pass made of short steps never
 * holds either for long; one made of a single large statement would, whatever it rests afterwards.
 *
 * The step's outcome is answered as soon as it has ended: its pass prepares its next step during
 * the rest. A failed step rests as long as a successful one.
 */
export async function paced<T>(step: () => Promise<T>): Promise<T> {
  let took = 0;
  const turn = running.then(async () => {
    const began = performance.now();
    try {
      return await step();
    } finally {
      took = performance.now() - began;
    }
  });
  running = turn.then(
    () => rest(took * REST_FACTOR),
    () => rest(took * REST_FACTOR),
  );
  return turn;
}

/** Learners a step of a daily pass reads at a time: a class's read stays a few milliseconds, however large the class. */
export const LEARNERS_A_STEP = 50;

/** `items` cut into slices of `size` (the last one shorter), in their order. */
export function slicesOf<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}
