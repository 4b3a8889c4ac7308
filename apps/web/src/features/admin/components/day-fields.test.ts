import { describe, expect, it } from 'vitest';
import { closingOf, dayOf, endsBeforeStart, openingOf } from './day-fields';

describe('day fields', () => {
  it('opens a day at its first moment and closes it at its last, in local time', () => {
    const from = new Date(openingOf('2027-03-01')!);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual([2027, 2, 1, 0, 0]);
    const to = new Date(closingOf('2027-06-30')!);
    expect([to.getMonth(), to.getDate(), to.getHours(), to.getMinutes(), to.getSeconds()]).toEqual([5, 30, 23, 59, 59]);
  });

  it('reads an instant back as the day it falls on', () => {
    expect(dayOf(openingOf('2027-03-01'))).toBe('2027-03-01');
    expect(dayOf(closingOf('2027-06-30'))).toBe('2027-06-30');
    expect(dayOf(null)).toBe('');
  });

  it.each([
    ['', null],
    ['2027-13-01', null],
    ['tomorrow', null],
  ])('gives no instant for %j', (day, expected) => {
    expect(openingOf(day)).toBe(expected);
    expect(closingOf(day)).toBe(expected);
  });

  it.each([
    ['2027-03-01', '2027-03-01', false],
    ['2027-03-02', '2027-03-01', true],
    ['2027-03-01', '', false],
    ['', '2027-03-01', false],
  ])('%s to %s ends before it starts: %s', (first, last, expected) => {
    expect(endsBeforeStart(first, last)).toBe(expected);
  });
});
