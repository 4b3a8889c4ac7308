import { describe, expect, it } from 'vitest';
import { inSlices, jsonWithList } from './data-export-json';

async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}
const text = async (pieces: AsyncIterable<string>) => {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
};

describe('the archive’s JSON files', () => {
  it.each([[[]], [[{ id: 1 }]], [[{ id: 1 }, { id: 2, at: new Date('2026-11-29T10:00:00Z') }]]])(
    'write a list of any length as valid JSON: %j',
    async (items) => {
      const written = await text(jsonWithList({ kind: 'lesson' }, 'pages', each(items)));
      expect(JSON.parse(written)).toEqual({ kind: 'lesson', pages: JSON.parse(JSON.stringify(items)) });
    },
  );

  it('read a list a slice at a time, the next slice after the last item, until one comes short', async () => {
    const all = Array.from({ length: 7 }, (_, index) => index);
    const asked: (number | null)[] = [];
    const read = async (after: number | null) => {
      asked.push(after);
      return all.filter((item) => after === null || item > after).slice(0, 3);
    };
    const items: number[] = [];
    for await (const item of inSlices(read, (item) => item, 3)) items.push(item);
    expect(items).toEqual(all);
    expect(asked).toEqual([null, 2, 5]);
  });
});
