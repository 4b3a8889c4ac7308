import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Navigate, useMatches, useNavigate } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import type { SignInNotice } from '../../features/auth/components/sign-in-screen';
import { SignInAgainDialog } from '../../features/auth/components/sign-in-again-dialog';
import { useSessionToken } from '../../features/auth/hooks/use-session-token';
import { leaveSignInAgain, useSigningInAgainAs } from '../../features/auth/session-renewal';
import { useFeatureSwitches, useTenant } from '../../features/context/tenant-context';
import { isUnauthorized } from '../../lib/errors/api-error';
import { clearSession, type SessionEndNotice, useSessionEndNotice } from '../../lib/session-storage';
import { routeRequirements } from '../route-handle';
import { guardDecision } from './guard-decision';

/**
 * A stored token the API no longer accepts: forget it and ask to sign in
 * again. The refused users/me answer stays cached until the next sign-in
 * clears the cache, so that this guard keeps rendering this same redirect.
 */
function LeaveEndedSession({ to, notice }: { to: string; notice: SessionEndNotice }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    const state: SignInNotice = { notice };
    void navigate(to, { replace: true, state });
  }, [navigate, to, notice]);
  return null;
}

/** The tenant's ways of signing in, composed in here so that the auth feature needs no other. */
function SignInAgain({ identifier }: { identifier: string | undefined }) {
  const { authentication, simplePasswordForInvitation } = useFeatureSwitches();
  const contextId = useTenant()?.id ?? null;
  return <SignInAgainDialog switches={{ ...authentication, simplePasswordForInvitation }} contextId={contextId} identifier={identifier} />;
}

function SessionLoadFailed() {
  const { t } = useTranslation();
  return (
    <main className="page-status" id="main-content" tabIndex={-1}>
      <div className="alert alert--error" role="alert">
        <p>{t('auth.session.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {t('auth.session.reload')}
        </button>
      </div>
    </main>
  );
}

/** Renders its children only for a signed-in user whose domain the matched route permits (docs/product/screens-and-routes.md#route-permissions). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { permission, routeSet, signInAgainInPlace } = routeRequirements(useMatches());
  const token = useSessionToken();
  const me = useMe();
  const waitingFor = useSigningInAgainAs();
  const sessionEnded = useSessionEndNotice();
  // A screen that does not wait for its user (the browser's Back from the player) ends the wait: it is left for /login.
  const leaving = waitingFor !== null && !signInAgainInPlace;
  useEffect(() => {
    if (leaving) leaveSignInAgain();
  }, [leaving]);
  const decision = guardDecision({
    hasToken: token !== null,
    me: { status: me.status, domain: me.data?.domain, unauthorized: isUnauthorized(me.error) },
    permission,
    routeSet,
    signingInAgain: waitingFor !== null && signInAgainInPlace,
    sessionEnded: sessionEnded ?? (leaving ? 'auth.session.expired' : null),
  });
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'sign-in-again':
      return (
        <>
          {children}
          <SignInAgain identifier={me.data ? me.data.email || (me.data.username ?? undefined) : undefined} />
        </>
      );
    case 'wait':
      return (
        <p className="page-status" role="status">
          {t('auth.session.checking')}
        </p>
      );
    case 'load-failed':
      return <SessionLoadFailed />;
    case 'redirect':
      return decision.notice ? <LeaveEndedSession to={decision.to} notice={decision.notice} /> : <Navigate to={decision.to} replace />;
  }
}
