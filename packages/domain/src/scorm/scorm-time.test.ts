import { describe, expect, it } from 'vitest';
import { durationSeconds, isoDuration, timespan12 } from './scorm-time';

describe('SCORM durations', () => {
  it('reads 1.2 timespans and 2004 ISO durations, and nothing else', () => {
    expect(durationSeconds('0001:02:03.45')).toBeCloseTo(3723.45);
    expect(durationSeconds('00:01:30')).toBe(90);
    expect(durationSeconds('PT1H2M3.5S')).toBeCloseTo(3723.5);
    expect(durationSeconds('P1DT1S')).toBe(86_401);
    expect(durationSeconds('PT0S')).toBe(0);
    for (const bad of ['', 'P', 'PT', '1:2:3', '00:61:00', 'PT-1S', 'soon']) expect(durationSeconds(bad)).toBeNull();
  });

  it('writes both forms to the hundredth, never negative', () => {
    expect(timespan12(3723.456)).toBe('0001:02:03.46');
    expect(timespan12(90)).toBe('0000:01:30');
    expect(timespan12(-5)).toBe('0000:00:00');
    expect(isoDuration(3723.456)).toBe('PT1H2M3.46S');
    expect(isoDuration(0)).toBe('PT0H0M0S');
    expect(durationSeconds(isoDuration(5000.25))).toBeCloseTo(5000.25);
    expect(durationSeconds(timespan12(5000.25))).toBeCloseTo(5000.25);
  });
});
