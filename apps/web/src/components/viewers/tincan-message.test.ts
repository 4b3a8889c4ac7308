import { describe, expect, it } from 'vitest';
import { readTincanMessage } from './tincan-message';

describe('readTincanMessage (docs/product/lessons.md#tincan-messages)', () => {
  it.each([
    [{ type: 'action:next' }, 'next'],
    ['action:next', 'next'],
    [{ type: 'action:close' }, 'close'],
    ['action:close', 'close'],
    [{ type: 'action:custom', score: { scaled: 0.5 } }, { custom: { scaled: 0.5 } }],
    [{ type: 'action:custom', score: { raw: 3, min: 0, max: 4, scaled: 0.75 } }, { custom: { raw: 3, min: 0, max: 4, scaled: 0.75 } }],
    [{ type: 'action:custom', score: { raw: 'x', scaled: 1 } }, { custom: { scaled: 1 } }],
    [{ type: 'action:custom', score: { raw: 1 } }, null],
    [{ type: 'action:custom', score: { scaled: Number.NaN } }, null],
    [{ type: 'action:custom' }, null],
    ['action:custom', null],
    [{ type: 'other' }, null],
    [null, null],
    [42, null],
  ])('%j → %j', (data, expected) => {
    expect(readTincanMessage(data)).toEqual(expected);
  });
});
