import type { ReactNode } from 'react';
import { AuthPortal, type PortalSwitches } from './auth-portal';
import { AuthShell } from './auth-shell';

export type { SignInNotice } from './auth-portal';

/** The app composes the tenant's logo, language switch and switches in, so this feature needs no other feature. */
export function SignInScreen({
  logo,
  languageSwitch,
  switches,
  contextId,
}: {
  logo: ReactNode;
  languageSwitch: ReactNode;
  switches: PortalSwitches;
  contextId: string | null;
}) {
  return (
    <AuthShell logo={logo} languageSwitch={languageSwitch}>
      <AuthPortal switches={switches} contextId={contextId} />
    </AuthShell>
  );
}
