import { domainMayOpen, type UserDomain } from '@espace/domain/user-domain';
import type { RouteSet } from '../route-handle';
import { paths } from '../../lib/paths';
import type { SessionEndNotice } from '../../lib/session-storage';

export interface GuardInputs {
  hasToken: boolean;
  me: { status: 'pending' | 'error' | 'success'; domain?: UserDomain; unauthorized?: boolean };
  permission: string;
  routeSet: RouteSet;
  /** The refused user is asked to sign in again over this screen (features/auth/session-renewal.ts). */
  signingInAgain: boolean;
  /** Why the session ended since it last began, when the sign-in screen should say it (lib/session-storage noteSessionEnd). */
  sessionEnded: SessionEndNotice | null;
}

type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in-again' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; notice: SessionEndNotice | null }
  | { kind: 'load-failed' };

const refusalPath = (routeSet: RouteSet) => (routeSet === 'embedded' ? paths.forbidden.getHref() : paths.login.getHref());

/** Whether a route may render now, given the stored session and the users/me answer. */
export function guardDecision({ hasToken, me, permission, routeSet, signingInAgain, sessionEnded }: GuardInputs): GuardDecision {
  // The screen stays as it was, behind the sign-in, whatever the session looks like meanwhile.
  if (signingInAgain) return { kind: 'sign-in-again' };
  // A session that ended under the user (expired, their account erased) is no refusal of theirs: they are told why, at /login.
  if (!hasToken && sessionEnded !== null) return { kind: 'redirect', to: paths.login.getHref(), notice: sessionEnded };
  // A token the API refused is forgotten on the way out; the guard may re-render in between, so the refusal still counts.
  const refused = me.status === 'error' && me.unauthorized === true;
  if (!hasToken) return { kind: 'redirect', to: refusalPath(routeSet), notice: refused ? 'auth.session.expired' : null };
  if (me.status === 'pending') return { kind: 'wait' };
  if (me.status === 'error') {
    if (refused) return { kind: 'redirect', to: refusalPath(routeSet), notice: 'auth.session.expired' };
    // Asked again and not answered (offline, say), but the answer kept from before still says who this is.
    if (me.domain === undefined) return { kind: 'load-failed' };
  }
  if (me.domain && domainMayOpen(permission, me.domain)) return { kind: 'allow' };
  return { kind: 'redirect', to: refusalPath(routeSet), notice: null };
}
