import { describe, expect, it } from 'vitest';
import { guardDecision, type GuardInputs } from './guard-decision';

const signedIn = (domain: 'grains' | 'client' | 'public'): GuardInputs['me'] => ({ status: 'success', domain });

describe('guardDecision', () => {
  it.each([
    [
      'no token, main route',
      { hasToken: false, me: { status: 'pending' }, permission: 'grains|client|public', routeSet: 'main' },
      { kind: 'redirect', to: '/login', notice: null },
    ],
    [
      'no token, embedded route',
      { hasToken: false, me: { status: 'pending' }, permission: 'grains|client|public', routeSet: 'embedded' },
      { kind: 'redirect', to: '/403', notice: null },
    ],
    [
      'token already forgotten after a refusal',
      { hasToken: false, me: { status: 'error', unauthorized: true }, permission: 'grains|client|public', routeSet: 'main' },
      { kind: 'redirect', to: '/login', notice: 'auth.session.expired' },
    ],
    ['users/me on its way', { hasToken: true, me: { status: 'pending' }, permission: 'grains|client|public', routeSet: 'main' }, { kind: 'wait' }],
    [
      'token refused, main',
      { hasToken: true, me: { status: 'error', unauthorized: true }, permission: 'grains|client|public', routeSet: 'main' },
      { kind: 'redirect', to: '/login', notice: 'auth.session.expired' },
    ],
    [
      'token refused, embedded',
      { hasToken: true, me: { status: 'error', unauthorized: true }, permission: 'grains|client|public', routeSet: 'embedded' },
      { kind: 'redirect', to: '/403', notice: 'auth.session.expired' },
    ],
    ['users/me failed otherwise', { hasToken: true, me: { status: 'error' }, permission: 'grains|client|public', routeSet: 'main' }, { kind: 'load-failed' }],
    [
      'users/me asked again offline, the kept answer still there',
      { hasToken: true, me: { status: 'error', domain: 'public' }, permission: 'grains|client|public', routeSet: 'main' },
      { kind: 'allow' },
    ],
    [
      'users/me asked again offline, the kept answer not allowed here',
      { hasToken: true, me: { status: 'error', domain: 'public' }, permission: 'grains', routeSet: 'main' },
      { kind: 'redirect', to: '/login', notice: null },
    ],
    ['public learner, default permission', { hasToken: true, me: signedIn('public'), permission: 'grains|client|public', routeSet: 'main' }, { kind: 'allow' }],
    [
      'public learner, staff route',
      { hasToken: true, me: signedIn('public'), permission: 'grains|client', routeSet: 'main' },
      { kind: 'redirect', to: '/login', notice: null },
    ],
    [
      'public learner, staff embedded route',
      { hasToken: true, me: signedIn('public'), permission: 'grains', routeSet: 'embedded' },
      { kind: 'redirect', to: '/403', notice: null },
    ],
    ['admin, staff embedded route', { hasToken: true, me: signedIn('grains'), permission: 'grains', routeSet: 'embedded' }, { kind: 'allow' }],
  ] as const)('%s', (_, inputs, expected) => {
    expect(guardDecision({ ...inputs, signingInAgain: false, sessionEnded: null })).toEqual(expected);
  });

  it.each(['main', 'embedded'] as const)('sends a user whose session a call found refused to /login, saying why, from the %s set', (routeSet) => {
    expect(
      guardDecision({
        hasToken: false,
        me: signedIn('public'),
        permission: 'grains|client|public',
        routeSet,
        signingInAgain: false,
        sessionEnded: 'auth.session.expired',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/login',
      notice: 'auth.session.expired',
    });
  });

  it('says why at /login when the account was erased', () => {
    expect(
      guardDecision({
        hasToken: false,
        me: signedIn('public'),
        permission: 'grains|client|public',
        routeSet: 'embedded',
        signingInAgain: false,
        sessionEnded: 'auth.account.erased',
      }),
    ).toEqual({ kind: 'redirect', to: '/login', notice: 'auth.account.erased' });
  });

  it.each([
    ['the token already forgotten', { hasToken: false, me: signedIn('public') }],
    ['users/me refused since', { hasToken: false, me: { status: 'error', unauthorized: true } }],
    ['signed in again, users/me on its way', { hasToken: true, me: { status: 'pending' } }],
  ] as const)('keeps the screen behind the sign-in while its user signs in again: %s', (_, inputs) => {
    expect(guardDecision({ ...inputs, permission: 'grains|client|public', routeSet: 'embedded', signingInAgain: true, sessionEnded: null })).toEqual({
      kind: 'sign-in-again',
    });
  });
});
