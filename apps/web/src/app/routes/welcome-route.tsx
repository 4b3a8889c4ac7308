import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';

/**
 * /bienvenue#token: an invitation's one-time link (docs/administration.md#inviting-by-e-mail). The token
 * rides in the fragment, which no server, proxy or log ever sees; it is the reset machinery's token.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const [token] = useState(() => location.hash.replace(/^#/, ''));
  return (
    <AuthShell logo={<TenantLogo />} languageSwitch={<LanguageSwitch />}>
      {token === '' ? (
        <>
          <h1>{t('auth.welcome.title')}</h1>
          <p className="alert alert--error" role="alert">
            {t('auth.welcome.missing')}
          </p>
        </>
      ) : (
        <ResetPasswordScreen key={token} token={token} texts="welcome" />
      )}
    </AuthShell>
  );
}
