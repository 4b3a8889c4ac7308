import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOnlineStatus } from '../../../lib/use-online-status';
import './app-install.css';

/**
 * The app opened (or lost its network) offline: the shell comes from the
 * service worker, but nothing new can be loaded. The live region stays in the
 * page so the change is announced both ways. It is mounted above the page, in
 * its flow: it pushes the page down rather than covering its header's controls.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div className="app-offline-notice" role="status" data-offline={online ? undefined : ''}>
      {online ? null : t('appInstall.offline')}
    </div>
  );
}
