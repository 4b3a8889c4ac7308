import { describe, expect, it } from 'vitest';
import { credentialsFor } from './login-identifier';

describe('credentialsFor', () => {
  it.each([
    ['learner@demo.test', { email: 'learner@demo.test', password: 'pw' }],
    ['  learner@demo.test ', { email: 'learner@demo.test', password: 'pw' }],
    ['lea.martin', { username: 'lea.martin', password: 'pw' }],
    [' lea.martin ', { username: 'lea.martin', password: 'pw' }],
  ])('%s', (identifier, expected) => {
    expect(credentialsFor(identifier, 'pw')).toEqual(expected);
  });

  it('keeps the password as typed, spaces included', () => {
    expect(credentialsFor('a', ' p w ')).toEqual({ username: 'a', password: ' p w ' });
  });
});
