import { AuthShell } from '../../features/auth/components/auth-shell';
import { UnsubscribeScreen } from '../../features/account/components/unsubscribe-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';

/** /desabonnement#<token>. Public: a mail's link is the proof, whoever is signed in, and it can only stop e-mails. */
export function Component() {
  return (
    <AuthShell logo={<TenantLogo />} languageSwitch={<LanguageSwitch />}>
      <UnsubscribeScreen />
    </AuthShell>
  );
}
