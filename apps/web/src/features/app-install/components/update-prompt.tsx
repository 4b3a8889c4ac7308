import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useWaitingUpdate } from '../update-store';

/**
 * A new version is installed and waiting (registerType 'prompt'). Polite and
 * non-modal: reloading is the learner's choice, never ours, so an answer being
 * typed is not lost.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const applyUpdate = useWaitingUpdate();
  const [later, setLater] = useState(false);
  if (!applyUpdate || later) return null;
  return (
    <div className="app-install-banner" role="status">
      <p className="app-install-banner__title">{t('appInstall.update.message')}</p>
      <div className="app-install-banner__actions">
        <button type="button" className="button button--primary" onClick={() => void applyUpdate()}>
          {t('appInstall.update.reload')}
        </button>
        <button type="button" className="button" onClick={() => setLater(true)}>
          {t('appInstall.update.later')}
        </button>
      </div>
    </div>
  );
}
