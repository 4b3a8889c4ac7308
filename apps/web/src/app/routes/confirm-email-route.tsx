import { AuthShell } from '../../features/auth/components/auth-shell';
import { ConfirmEmailScreen } from '../../features/account/components/confirm-email-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';

/** /confirmation-email#<token>. Public: the link is the proof, whoever is signed in. */
export function Component() {
  return (
    <AuthShell logo={<TenantLogo />} languageSwitch={<LanguageSwitch />}>
      <ConfirmEmailScreen />
    </AuthShell>
  );
}
