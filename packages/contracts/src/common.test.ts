import { describe, expect, it } from 'vitest';
import { isTimeZone } from './common';

describe('isTimeZone', () => {
  it('knows the IANA time zones and nothing else', () => {
    expect(['Europe/Paris', 'America/Montreal', 'UTC'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', '', 'Europe/Paris; DROP'].some(isTimeZone)).toBe(false);
  });
});
