/**
 * What /proc does not show of a server (memory.ts reads its resident set there): its V8 heap and
 * how long its event loop stalls. A module preloaded into the server (`node --import
 * <serverWatchImport> main.js`, started with an IPC channel) samples `process.memoryUsage()` every
 * 50 ms, watches the event loop's delays (perf_hooks' monitorEventLoopDelay), and answers the bench
 * over that channel. A data: URL, so the server's build holds nothing of the bench.
 */
import type { ChildProcess } from 'node:child_process';

const WATCH = `
import { monitorEventLoopDelay } from 'node:perf_hooks';
const delays = monitorEventLoopDelay({ resolution: 10 });
delays.enable();
let peak = 0;
const sample = () => {
  const { heapUsed } = process.memoryUsage();
  if (heapUsed > peak) peak = heapUsed;
  return heapUsed;
};
setInterval(sample, 50).unref();
process.on('message', (message) => {
  const used = sample();
  process.send({ used, peak, total: process.memoryUsage().heapTotal, stall: delays.max });
  if (message === 'watch:reset') {
    peak = used;
    delays.reset();
  }
});
process.channel?.unref();
`;

/** The `--import` argument that preloads the watch. */
export const serverWatchImport = `data:text/javascript,${encodeURIComponent(WATCH)}`;

export interface ServerReading {
  /** V8's heap used now, in MB. */
  heapMb: number;
  /** What V8 holds for it now, used or not, in MB. */
  heapTotalMb: number;
  /** Its highest sample since the last reset (or the start), in MB. */
  heapPeakMb: number;
  /** The event loop's longest delay since then (10 ms resolution): how long a request could wait for it. */
  stallMs: number;
}

/** The server's heap and event loop since the last reset; `reset` then starts both again, for what follows. */
export function readServer(child: ChildProcess, { reset = false } = {}): Promise<ServerReading> {
  return new Promise((resolve, reject) => {
    const answer = (message: unknown) => {
      clearTimeout(timer);
      const { used, peak, total, stall } = message as { used: number; peak: number; total: number; stall: number };
      resolve({ heapMb: used / 1024 / 1024, heapPeakMb: peak / 1024 / 1024, heapTotalMb: total / 1024 / 1024, stallMs: stall / 1e6 });
    };
    const timer = setTimeout(() => {
      child.off('message', answer);
      reject(new Error('the server did not answer within 5 s (started without serverWatchImport and an IPC channel?)'));
    }, 5000);
    child.once('message', answer);
    child.send(reset ? 'watch:reset' : 'watch:read');
  });
}
