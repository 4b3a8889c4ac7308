import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStaticRender } from '../../../lib/static-render';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  // In the markup the server renders, until the app runs: a press would be lost.
  const staticRender = useStaticRender();
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-busy={busy}
      disabled={busy || staticRender}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      {t('layout.logout')}
    </button>
  );
}
