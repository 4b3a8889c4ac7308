import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';

/**
 * The most bytes of a text of the package parsed in memory: its manifest, a cmi5 course
 * structure. A program of a thousand pages is a few hundred kilobytes; a package is up to
 * hundreds of megabytes, so nothing of it is read whole before its size is known.
 */
export const MAX_STRUCTURE_BYTES = 5 * 1024 * 1024;

type BoundedRead = { ok: true; bytes: Buffer } | { ok: false; message: string; size: number; limit: number };

/** A file read whole, once its size is known to be at most `maxBytes` (`what` names it in the refusal). */
export function readBounded(location: string, maxBytes: number, what: string): BoundedRead {
  const { size } = statSync(location);
  if (size > maxBytes) return { ok: false, size, limit: maxBytes, message: `${size} bytes is over the ${maxBytes} bytes limit of ${what}` };
  return { ok: true, bytes: readFileSync(location) };
}

/** The first `length` bytes of a file (fewer if it is shorter): what its type is checked on. */
export function readHead(location: string, length: number): Buffer {
  const head = Buffer.alloc(length);
  const descriptor = openSync(location, 'r');
  try {
    return head.subarray(0, readSync(descriptor, head, 0, length, 0));
  } finally {
    closeSync(descriptor);
  }
}
