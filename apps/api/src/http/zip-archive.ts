import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive, its content read only when the archive gets to it. */
export interface ArchiveEntry {
  /** Its path in the archive, folders separated by `/`. */
  name: string;
  /** Text (written as UTF-8) or bytes, whole or as they come. */
  content: string | AsyncIterable<string | Uint8Array>;
  /** Stored as it is rather than deflated: bytes already compressed (images, PDFs, videos). */
  stored?: boolean;
}

/**
 * The compressor is given pieces of about this size: small pieces (a JSON line each) cost it a
 * call each, large ones would hold more of a file in memory at once.
 */
const PIECE_BYTES = 64 * 1024;

/** The content as bytes, small texts gathered into pieces of PIECE_BYTES or so. */
async function* piecesOf(content: ArchiveEntry['content']): AsyncGenerator<Uint8Array> {
  if (typeof content === 'string') {
    yield Buffer.from(content);
    return;
  }
  let text = '';
  for await (const piece of content) {
    if (typeof piece === 'string') {
      text += piece;
      if (text.length < PIECE_BYTES) continue;
    } else if (text === '') {
      yield piece;
      continue;
    }
    yield Buffer.from(text);
    text = '';
    if (typeof piece !== 'string') yield piece;
  }
  if (text !== '') yield Buffer.from(text);
}

/**
 * A zip archive of `entries`, made as it is read (fflate's streaming `Zip`): each entry is read
 * and compressed only when the reader of the stream asks for more, so the archive is never whole
 * in memory, and a reader that goes away (the download cancelled) stops the reading of the entries.
 * Every file is dated `modifiedAt`.
 */
export function zipArchive(entries: AsyncIterable<ArchiveEntry>, modifiedAt: Date): Readable {
  async function* zipped(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    const outcome: { failure: Error | null } = { failure: null };
    const zip = new Zip((error, chunk) => {
      if (error) outcome.failure = error;
      else ready.push(chunk);
    });
    // What the zip wrote since the last call, handed on at once.
    const written = function* (): Generator<Uint8Array> {
      if (outcome.failure !== null) throw outcome.failure;
      yield* ready.splice(0);
    };
    for await (const entry of entries) {
      const file = entry.stored === true ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
      file.mtime = modifiedAt;
      zip.add(file);
      for await (const piece of piecesOf(entry.content)) {
        file.push(piece);
        yield* written();
      }
      file.push(new Uint8Array(0), true);
      yield* written();
    }
    zip.end();
    yield* written();
  }
  return Readable.from(zipped(), { objectMode: false });
}
