import { Readable } from 'node:stream';
import { csvDelimiterOf, learnerImportLimits } from '@espace/domain/admin/learner-import';
import { parse } from 'csv-parse';
import { AppError } from '../http/app-error';

/** One record of the file: its cells, or the line a malformed record (a quote never closed…) was skipped at. */
export type CsvRecord = { line: number; cells: string[] } | { line: number; malformed: true };

/**
 * The text of an upload, decoded as it arrives: more than `maxBytes` is FILE_TOO_LARGE; bytes
 * that are not UTF-8 text (a spreadsheet saved as .xlsx, a picture, a NUL byte) are TYPE_ERROR.
 * A byte-order mark is dropped.
 */
async function* utf8Text(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let first = true;
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk === undefined ? decoder.decode() : decoder.decode(chunk, { stream: true });
    } catch {
      throw new AppError('TYPE_ERROR', [{ path: 'body.file', message: 'is not UTF-8 text' }]);
    }
  };
  for await (const chunk of source) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw new AppError('FILE_TOO_LARGE', [{ path: 'body.file', message: `is larger than ${maxBytes} bytes` }]);
    let text = decode(chunk);
    if (text.includes('\0')) throw new AppError('TYPE_ERROR', [{ path: 'body.file', message: 'is not text' }]);
    if (first && text !== '') {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    if (text !== '') yield text;
  }
  const rest = decode();
  if (rest !== '') yield rest;
}

/**
 * The records of a CSV upload, streamed (csv-parse): never held whole in memory. The separator is
 * `;` or `,`, whichever the header line holds more of; quoted fields may hold either, quotes
 * doubled and line breaks; empty lines are skipped; a line is numbered as in the file (the header is 1).
 */
export async function* csvRecords(source: AsyncIterable<Uint8Array>, maxBytes: number = learnerImportLimits.bytes): AsyncGenerator<CsvRecord> {
  const text = utf8Text(source, maxBytes)[Symbol.asyncIterator]();
  let head = '';
  while (!head.includes('\n')) {
    const next = await text.next();
    if (next.done === true) break;
    head += next.value;
  }
  const delimiter = csvDelimiterOf(head.split(/\r?\n/, 1)[0] ?? '');
  const skipped: number[] = [];
  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      skipped.push((error as { lines?: number } | undefined)?.lines ?? 0);
    },
  });
  const input = Readable.from(
    (async function* () {
      if (head !== '') yield head;
      for (;;) {
        const next = await text.next();
        if (next.done === true) return;
        yield next.value;
      }
    })(),
  );
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    for (const line of skipped.splice(0)) yield { line, malformed: true };
    yield { line: info.lines, cells: record };
  }
  for (const line of skipped.splice(0)) yield { line, malformed: true };
}
