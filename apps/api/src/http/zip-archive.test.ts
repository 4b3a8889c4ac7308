import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ArchiveEntry, zipArchive } from './zip-archive';

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};
async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

describe('a zip archive made as it is read', () => {
  it('holds every entry as given: a text, a text of many small pieces, bytes stored as they are', async () => {
    const lines = Array.from({ length: 5000 }, (_, index) => `{"page":${index},"answer":"réponse ${index}"}\n`);
    const bytes = Uint8Array.from({ length: 300_000 }, (_, index) => (index * 7) % 256);
    const entries: ArchiveEntry[] = [
      { name: 'README.md', content: '# Vos données' },
      { name: 'lessons.json', content: each(lines) },
      { name: 'attachments/1-bulletin.pdf', content: each([bytes.subarray(0, 100_000), bytes.subarray(100_000)]), stored: true },
    ];
    const files = unzipSync(await collect(zipArchive(each(entries), new Date('2026-11-29T10:00:00Z'))));
    expect(Object.keys(files)).toEqual(['README.md', 'lessons.json', 'attachments/1-bulletin.pdf']);
    expect(strFromU8(files['README.md']!)).toBe('# Vos données');
    expect(strFromU8(files['lessons.json']!)).toBe(lines.join(''));
    // Compared as buffers: a deep equality walks 300,000 numbers one by one, seconds on a busy machine.
    expect(Buffer.compare(files['attachments/1-bulletin.pdf']!, bytes)).toBe(0);
  });

  it('reads no further entry once its reader goes away', async () => {
    const read: string[] = [];
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      for (const name of ['a.json', 'b.json', 'c.json']) {
        read.push(name);
        // Incompressible, so each entry is written out as it is read.
        yield { name, content: each([randomBytes(200_000)]), stored: true };
      }
    }
    const stream = zipArchive(entries(), new Date());
    for await (const _chunk of stream) break;
    expect(read).toEqual(['a.json']);
  });
});
