import { performance } from 'node:perf_hooks';

/** After each step a background pass waits this many times as long as the step took: it takes a fifth of the process and the database at most. */
const REST_FACTOR = 4;

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one step of a background pass (a class's candidates read, a batch of notifications told, a
 * batch of digests), then rests four times as long as the step took, so that the requests of the
 * learners at work meanwhile find the process and the database free four fifths of the time
 * (docs/performance.md#the-daily-follow-up-pass). A pass made of short steps never holds either
 * for long; one made of a single large statement would, whatever it rests afterwards.
 */
export async function paced<T>(step: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await step();
  await rest((performance.now() - began) * REST_FACTOR);
  return result;
}
