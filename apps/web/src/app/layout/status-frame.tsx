import type { ReactNode } from 'react';
import { useSessionToken } from '../../features/auth/hooks/use-session-token';
import { SignedInLayout } from './signed-in-layout';
import { SiteFrame } from './site-footer';

/** A screen framed by the back-office (a correction, a preview) never shows the app's header. */
const framed = () => typeof window !== 'undefined' && window.self !== window.top;

/**
 * The frame of a full-page state (docs/product/errors.md#full-page-states): the signed-in header
 * for a signed-in user, so the way around the app stays at hand, a bare page for anyone else.
 * `footer` where the route around does not already add the site footer (the embedded set's).
 */
export function StatusFrame({ children, footer = false }: { children: ReactNode; footer?: boolean }) {
  const signedIn = useSessionToken() !== null && !framed();
  const page = signedIn ? (
    <SignedInLayout>{children}</SignedInLayout>
  ) : (
    <main className="status-main" id="main-content" tabIndex={-1}>
      {children}
    </main>
  );
  return footer ? <SiteFrame>{page}</SiteFrame> : page;
}
