import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

/** An entry as a test wants it written, lies included: a declared size that is not the real one, a link's mode. */
export interface ZipEntryInput {
  name: string;
  data?: Uint8Array | string;
  deflate?: boolean;
  /** The uncompressed size the headers claim (default: the real one). */
  declaredSize?: number;
  /** Unix mode in the external attributes (0o120777 makes a symbolic link). */
  mode?: number;
}

interface EntryFields {
  method: number;
  crc: number;
  storedSize: number;
  declaredSize: number;
  nameSize: number;
}

/**
 * The fields a local header and its central directory record share, in the same order (version
 * needed to extract, UTF-8 flag, method, DOS time and date, CRC-32, sizes, name length), from `at`.
 */
function writeSharedFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt16LE(0, at + 6);
  header.writeUInt16LE(0x21, at + 8);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.storedSize, at + 14);
  header.writeUInt32LE(fields.declaredSize, at + 18);
  header.writeUInt16LE(fields.nameSize, at + 22);
}

/** A zip file (PKZIP 2.0, UTF-8 names), written byte by byte so tests can craft the hostile ones too. */
export function writeZip(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data ?? new Uint8Array());
    const stored = entry.deflate ? deflateRawSync(raw) : raw;
    const fields: EntryFields = {
      method: entry.deflate ? 8 : 0,
      crc: crc32(raw),
      storedSize: stored.byteLength,
      declaredSize: entry.declaredSize ?? raw.byteLength,
      nameSize: name.byteLength,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, fields);
    locals.push(local, name, stored);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Made by Unix (3), so the external attributes carry a Unix mode.
    central.writeUInt16LE((3 << 8) | 20, 4);
    writeSharedFields(central, 6, fields);
    central.writeUInt32LE(((entry.mode ?? (entry.name.endsWith('/') ? 0o40755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + stored.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Every file of a folder as zip entries, under `prefix` (a zip of the folder itself: "my-program/…"). */
export function folderEntries(folder: string, prefix = ''): ZipEntryInput[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return walk(folder)
    .sort()
    .map((path) => ({ name: `${prefix}${relative(folder, path).split(sep).join('/')}`, data: readFileSync(path), deflate: true }));
}
