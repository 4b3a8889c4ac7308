import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingWindow } from './opening-window';

const jan = '2026-01-01T00:00:00.000Z';
const mar = '2026-03-01T00:00:00.000Z';
const jun = '2026-06-01T00:00:00.000Z';
const dec = '2026-12-01T00:00:00.000Z';

describe('openingWindow', () => {
  it.each([
    [
      { from: jan, to: dec },
      { from: null, to: null },
      { from: jan, to: dec },
    ],
    [
      { from: jan, to: dec },
      { from: mar, to: jun },
      { from: mar, to: jun },
    ],
    [
      { from: mar, to: jun },
      { from: jan, to: dec },
      { from: mar, to: jun },
    ],
    [
      { from: null, to: jun },
      { from: mar, to: null },
      { from: mar, to: jun },
    ],
    [
      { from: null, to: null },
      { from: null, to: null },
      { from: null, to: null },
    ],
  ])('%j narrowed by %j → %j', (classWindow, programWindow, expected) => {
    expect(openingWindow(classWindow, programWindow)).toEqual(expected);
  });

  it('never opens earlier or closes later than either window', () => {
    const instant = fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()));
    fc.assert(
      fc.property(instant, instant, instant, instant, (a, b, c, d) => {
        const window = openingWindow({ from: a, to: b }, { from: c, to: d });
        for (const start of [a, c]) if (start !== null) expect(Date.parse(window.from ?? '')).toBeGreaterThanOrEqual(Date.parse(start));
        for (const end of [b, d]) if (end !== null) expect(Date.parse(window.to ?? '')).toBeLessThanOrEqual(Date.parse(end));
      }),
    );
  });
});
