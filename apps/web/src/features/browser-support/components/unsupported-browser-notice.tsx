import { browserSupport } from '@espace/domain/display/browser-support';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dismissNotice, isNoticeDismissed } from '../dismissed-notices';
import './browser-notices.css';

const notice = 'unsupported_browser';

/** docs/browsers.md#supported-browsers: old browsers are told they are not supported, with the supported list; the learner may close it. */
export function UnsupportedBrowserNotice({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => isNoticeDismissed(notice));
  if (dismissed || browserSupport(userAgent).supported) return null;
  const close = () => {
    dismissNotice(notice);
    setDismissed(true);
  };
  return (
    <div className="alert alert--error browser-notice" role="alert">
      <p>{t('browserSupport.notice')}</p>
      <p>{t('browserSupport.supported')}</p>
      <button type="button" className="button button--secondary" onClick={close}>
        {t('browserSupport.dismiss')}
      </button>
    </div>
  );
}
