import { AuthShell } from '../../features/auth/components/auth-shell';
import { UndoEmailChangeScreen } from '../../features/auth/components/undo-email-change-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';

/** /annulation-email#<token>. Public: the link is the proof, whoever is signed in (and it signs everyone out). */
export function Component() {
  return (
    <AuthShell logo={<TenantLogo />} languageSwitch={<LanguageSwitch />}>
      <UndoEmailChangeScreen />
    </AuthShell>
  );
}
