import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useIsMobile } from '../../../lib/use-media-query';
import { dismissNotice, isNoticeDismissed } from '../dismissed-notices';
import './browser-notices.css';

const notice = 'mobile_message';

/**
 * The mobile message (docs/product/screens-and-routes.md#small-screens): below the xs breakpoint the learner is told that some
 * courses and tabs are desktop-only (tenants may reword it through their labels).
 * Closed once, it stays closed for the browser session.
 */
export function MobileMessage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [dismissed, setDismissed] = useState(() => isNoticeDismissed(notice));
  if (!mobile || dismissed) return null;
  const close = () => {
    dismissNotice(notice);
    setDismissed(true);
  };
  return (
    <div className="alert alert--info browser-notice" role="status">
      <p>{t('browserSupport.mobile.message')}</p>
      <button type="button" className="button button--secondary" onClick={close}>
        {t('browserSupport.mobile.dismiss')}
      </button>
    </div>
  );
}
