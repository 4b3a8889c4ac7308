import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it.each([
    [{ firstname: 'Ada', lastname: 'Lovelace', username: 'ada', email: 'a@x.test' }, 'Ada Lovelace'],
    [{ firstname: 'Ada', lastname: null, username: 'ada', email: 'a@x.test' }, 'ada'],
    [{ firstname: 'Ada', lastname: '', username: null, email: 'a@x.test' }, 'Ada'],
    [{ firstname: null, lastname: 'Lovelace', username: '  ', email: 'a@x.test' }, 'Lovelace'],
    [{ firstname: null, lastname: null, username: null, email: 'a@x.test' }, 'a@x.test'],
    [{ firstname: ' Ada ', lastname: ' Lovelace ', email: 'a@x.test' }, 'Ada Lovelace'],
    [{}, ''],
  ])('%j → %s', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});
