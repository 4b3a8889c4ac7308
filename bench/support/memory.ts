/** A server's memory as Linux counts it (`/proc/<pid>/status`), in MB. */
import { readFileSync, writeFileSync } from 'node:fs';

/** VmRSS is the process's resident set now, VmHWM its peak since it started or since `resetPeak`. */
export function memoryOf(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** Starts VmHWM again from the resident set now (Linux `clear_refs` 5), so it tells the peak of what follows. */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
