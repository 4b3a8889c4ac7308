import { describe, expect, it } from 'vitest';
import { mailThrottled } from './mail-throttle';

describe('mailThrottled', () => {
  it.each([
    [{ recipient: 0, ip: 0 }, false],
    [{ recipient: 4, ip: 19 }, false],
    [{ recipient: 5, ip: 0 }, true],
    [{ recipient: 0, ip: 20 }, true],
    [{ recipient: 12, ip: 40 }, true],
  ])('%j → %s', (recent, expected) => {
    expect(mailThrottled(recent)).toBe(expected);
  });

  it('takes other limits', () => {
    expect(mailThrottled({ recipient: 1, ip: 0 }, { perRecipient: 1, perIp: 5 })).toBe(true);
  });
});
