/**
 * What a class under load does to everyone else: `GET url` every `everyMs`, one at a time, each
 * with a 10 s time-out, while the class runs. Latencies and failures (a non-2xx answer or none,
 * by status; 0 is no answer) per URL.
 */
import { performance } from 'node:perf_hooks';
import { LatencyRecorder } from './latency';

export interface Probes {
  stop(): Promise<LatencyRecorder>;
}

export function startProbes(base: string, paths: readonly string[], everyMs = 250): Probes {
  const recorder = new LatencyRecorder(paths);
  let running = true;
  const loop = async (path: string) => {
    while (running) {
      const sent = performance.now();
      try {
        const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (!response.ok) recorder.error(path, response.status, `${path} answered ${response.status}`);
      } catch (error) {
        recorder.error(path, 0, error instanceof Error ? error.message : String(error));
      }
      recorder.record(path, performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  const loops = paths.map((path) => loop(path));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return recorder;
    },
  };
}
