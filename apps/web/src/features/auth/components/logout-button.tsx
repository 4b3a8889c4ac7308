import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-busy={busy}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      {t('layout.logout')}
    </button>
  );
}
