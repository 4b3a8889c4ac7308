import { describe, expect, it } from 'vitest';
import { storedBlockIdOf } from './use-stored-block';

describe('storedBlockIdOf', () => {
  const id = '5b0c2f1e-8a3d-4c6b-9e2f-1a2b3c4d5e6f';
  it.each([
    ['a block id', `#block=${id}`, id],
    ['beside other fragment parameters', `#x=1&block=${id}`, id],
    ['no fragment', '', null],
    ['another key', `#page=${id}`, null],
    ['something that is no id (no path or query can ride along)', '#block=../users/me', null],
    ['an id with more after it', `#block=${id}x`, null],
  ])('%s', (_, hash, expected) => {
    expect(storedBlockIdOf(hash)).toBe(expected);
  });
});
