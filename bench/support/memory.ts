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

/** Where a server's resident set is, in MB, from its mappings (`/proc/<pid>/smaps`). */
export interface ResidentParts {
  total: number;
  /** Mapped from files: node's binary and the shared libraries. */
  files: number;
  /**
   * WebAssembly memories (PGlite's heap, in its worker thread): V8 maps each as an accessible
   * part followed by a reservation of several GiB that nothing may touch; only the part touched counts.
   */
  webAssembly: number;
  /** The WebAssembly memories' size, touched or not (it grows, never shrinks). */
  webAssemblySize: number;
  /** Everything else anonymous: both threads' V8 heaps, the allocators' arenas, buffers. */
  anonymous: number;
}

const GIB = 1024 * 1024 * 1024;

export function residentParts(pid: number): ResidentParts {
  const mappings: { start: number; end: number; anonymous: boolean; access: string; rssKb: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({
        start: parseInt(header[1]!, 16),
        end: parseInt(header[2]!, 16),
        access: header[3]!,
        // Inode 0 and no file name: anonymous ([heap] and [stack] included).
        anonymous: header[4] === '0' && !header[5]!.startsWith('/'),
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length > 0) mappings[mappings.length - 1]!.rssKb = Number(rss[1]);
  }
  const parts: ResidentParts = { total: 0, files: 0, webAssembly: 0, webAssemblySize: 0, anonymous: 0 };
  mappings.forEach((mapping, index) => {
    const mb = mapping.rssKb / 1024;
    parts.total += mb;
    if (!mapping.anonymous) {
      parts.files += mb;
      return;
    }
    const next = mappings[index + 1];
    const beforeReservation =
      mapping.access.startsWith('rw') &&
      next !== undefined &&
      next.start === mapping.end &&
      next.anonymous &&
      next.access.startsWith('---') &&
      next.end - next.start >= 4 * GIB;
    if (beforeReservation) {
      parts.webAssembly += mb;
      parts.webAssemblySize += (mapping.end - mapping.start) / 1024 / 1024;
    } else parts.anonymous += mb;
  });
  return parts;
}
