import { AuthShell } from '../../features/auth/components/auth-shell';
import { KeepAccountScreen } from '../../features/account/components/keep-account-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';

/** /garder-mon-compte#<token>. Public: the mail's link is the proof, whoever is signed in, and it can only keep its account. */
export function Component() {
  return (
    <AuthShell logo={<TenantLogo />} languageSwitch={<LanguageSwitch />}>
      <KeepAccountScreen />
    </AuthShell>
  );
}
