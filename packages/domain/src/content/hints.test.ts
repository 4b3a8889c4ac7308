import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hintMalus, hintState } from './hints';

const hints = [
  { message: 'First', cost: 0 },
  { message: 'Second', cost: 10 },
  { message: 'Third', cost: 25 },
];

describe('hintState and hintMalus', () => {
  it.each([
    [0, { messages: [], remaining: 3, nextMalus: 0 }, 0],
    [1, { messages: ['First'], remaining: 2, nextMalus: 10 }, 0],
    [2, { messages: ['First', 'Second'], remaining: 1, nextMalus: 25 }, 10],
    [3, { messages: ['First', 'Second', 'Third'], remaining: 0, nextMalus: 0 }, 35],
    [9, { messages: ['First', 'Second', 'Third'], remaining: 0, nextMalus: 0 }, 35],
    [-1, { messages: [], remaining: 3, nextMalus: 0 }, 0],
  ])('%i unlocked', (count, state, malus) => {
    expect(hintState(hints, count)).toEqual(state);
    expect(hintMalus(hints, count)).toBe(malus);
  });

  it('never costs more than all hints, and unlocking more never costs less', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50)), fc.integer({ min: -2, max: 12 }), (costs, count) => {
        const list = costs.map((cost) => ({ message: 'm', cost }));
        const total = costs.reduce((sum, cost) => sum + cost, 0);
        expect(hintMalus(list, count)).toBeLessThanOrEqual(total);
        expect(hintMalus(list, count + 1)).toBeGreaterThanOrEqual(hintMalus(list, count));
        expect(hintState(list, count).messages.length + hintState(list, count).remaining).toBe(list.length);
      }),
    );
  });
});
