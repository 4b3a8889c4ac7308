import { ServerBusyError } from '../http/app-error';

interface HashingSlots {
  /** Runs `work` in a slot, after those before it; throws ServerBusyError when `maxWaiting` already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Works waiting for a slot now. */
  readonly waiting: number;
}

/**
 * At most `size` password hashes at once, the others waiting in order of arrival. Argon2 runs on
 * libuv's thread pool, which the server's file reads and compression share: left unbounded, a class
 * signing in at once fills every thread for seconds and the rest of the server waits behind it.
 * The queue is bounded too, so a flood of sign-ins costs a bounded memory and a bounded wait.
 */
export function createHashingSlots(size: number, maxWaiting: number): HashingSlots {
  let running = 0;
  const queue: (() => void)[] = [];
  // How long a slot is held, on average: the wait a refused work is told about.
  let averageMs = 50;

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      else {
        if (queue.length >= maxWaiting) throw new ServerBusyError((queue.length / size) * averageMs);
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = 0.9 * averageMs + 0.1 * (performance.now() - started);
        const next = queue.shift();
        // The slot passes to the next in line as it is, so no late arrival takes it first.
        if (next) next();
        else running -= 1;
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
