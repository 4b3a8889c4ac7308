/**
 * The archive's JSON files. Dates are written as `toJSON` writes them: ISO 8601 in UTC. A small
 * document is written whole and indented; a list of any length (a learner's pages, their xAPI
 * statements) is written as it is read, one item a line, so that it is never whole in memory.
 */

/** A small document, indented. */
export const jsonDocument = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The items of a JSON array as they come, each on its own line, comma-separated. */
async function* jsonItems(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let separator = '\n';
  for await (const item of items) {
    yield `${separator}${JSON.stringify(item)}`;
    separator = ',\n';
  }
}

/**
 * `value` as JSON with its last property, `key`, a list written as its items come: `value` must
 * not hold `key` itself.
 */
export async function* jsonWithList(value: object, key: string, items: AsyncIterable<unknown>): AsyncGenerator<string> {
  const head = JSON.stringify({ ...value, [key]: [] });
  // `{…,"key":[]}` less its closing `]}`: the list's items go in between.
  yield head.slice(0, -2);
  yield* jsonItems(items);
  yield '\n]}';
}

/**
 * Every item of a read made a slice at a time (`read` answers up to `size` items after a cursor,
 * from the first when null), until a slice comes short: the next slice is read only once the
 * items before it are taken.
 */
export async function* inSlices<T, C>(read: (after: C | null) => Promise<T[]>, cursorOf: (item: T) => C, size: number): AsyncGenerator<T> {
  let after: C | null = null;
  for (;;) {
    const slice = await read(after);
    yield* slice;
    const last = slice.at(-1);
    if (slice.length < size || last === undefined) return;
    after = cursorOf(last);
  }
}
