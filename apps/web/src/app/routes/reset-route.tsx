import { useParams } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { RecoverScreen, ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';

/** /reset/:token and /reset/ (docs/product/screens-and-routes.md#password-reset). Not behind the guard: a /reset/ path skips the session reload. */
export function Component() {
  const { token } = useParams();
  return (
    <AuthShell logo={<TenantLogo />} languageSwitch={<LanguageSwitch />}>
      {token ? <ResetPasswordScreen key={token} token={token} /> : <RecoverScreen />}
    </AuthShell>
  );
}
