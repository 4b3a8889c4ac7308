import { describe, expect, it } from 'vitest';
import { loginAccountKey, loginBlocked } from './login-throttle';

describe('loginBlocked', () => {
  it.each([
    [{ account: 0, ip: 0 }, false],
    [{ account: 4, ip: 19 }, false],
    [{ account: 5, ip: 0 }, true],
    [{ account: 0, ip: 20 }, true],
    [{ account: 9, ip: 30 }, true],
  ])('%j → %s', (failures, expected) => {
    expect(loginBlocked(failures)).toBe(expected);
  });
});

describe('loginAccountKey', () => {
  it('ignores case and surrounding spaces', () => {
    expect(loginAccountKey(' Learner@Demo.TEST ')).toBe('learner@demo.test');
  });
});
