import { describe, expect, it } from 'vitest';
import { contentStates } from '../content/content-states';
import { openingWindow } from '../opening-window';
import { type Opening, openToLearner } from './open-to-learner';

const now = new Date('2026-06-01T12:00:00.000Z');
const jan = '2026-01-01T00:00:00.000Z';
const jul = '2026-07-01T00:00:00.000Z';
const may = '2026-05-31T00:00:00.000Z';
const dec = '2026-12-31T00:00:00.000Z';
const unbounded = { from: null, to: null };

// Every class window × program window that matters: unbounded, open, not yet open, over, on either side.
const windows = [
  ['both unbounded', unbounded, unbounded, { kind: 'open' }],
  ['class open', { from: jan, to: dec }, unbounded, { kind: 'open' }],
  ['program open inside an unbounded class', unbounded, { from: jan, to: dec }, { kind: 'open' }],
  ['class not open yet', { from: jul, to: null }, unbounded, { kind: 'upcoming', opensAt: jul }],
  ['program not open yet inside an open class', { from: jan, to: dec }, { from: jul, to: null }, { kind: 'upcoming', opensAt: jul }],
  ['class over', { from: jan, to: may }, unbounded, { kind: 'ended', endedAt: may }],
  ['program over inside an open class', { from: jan, to: dec }, { from: null, to: may }, { kind: 'ended', endedAt: may }],
] as const;

describe('openToLearner', () => {
  const cases = contentStates.flatMap((programState) =>
    contentStates.flatMap((courseState) =>
      windows.map(([name, classWindow, programWindow, whenPublished]) => {
        const expected: Opening = programState === 'PUBLISHED' && courseState === 'PUBLISHED' ? whenPublished : { kind: 'closed' };
        return [programState, courseState, name, classWindow, programWindow, expected] as const;
      }),
    ),
  );

  it.each(cases)('program %s, course %s, %s → %j', (programState, courseState, _name, classWindow, programWindow, expected) => {
    expect(openToLearner({ programState, courseState, window: openingWindow(classWindow, programWindow) }, now)).toEqual(expected);
  });

  it('holds at the bounds themselves: open from the first instant to the last', () => {
    const published = { programState: 'PUBLISHED', courseState: 'PUBLISHED' } as const;
    expect(openToLearner({ ...published, window: { from: now.toISOString(), to: null } }, now)).toEqual({ kind: 'open' });
    expect(openToLearner({ ...published, window: { from: null, to: now.toISOString() } }, now)).toEqual({ kind: 'open' });
  });
});
