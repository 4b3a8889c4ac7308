import { INSTALL_PROMPT_DELAY_MS, installMethod, isIosSafari, shouldOfferInstall } from '@espace/domain/display/install-prompt';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { appStartedAt, installDismissedKey, takeInstallPrompt, useDeferredInstallPrompt } from '../install-prompt-store';

const isStandalone = () => window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;

/** Re-renders once when the prompt's 5 s (docs/offline.md#add-to-home-prompt) are over. */
function useElapsedSinceStart(now: () => number): number {
  const [, setTick] = useState(0);
  const elapsed = now() - appStartedAt();
  const remaining = INSTALL_PROMPT_DELAY_MS - elapsed;
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setTimeout(() => setTick((tick) => tick + 1), remaining);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return elapsed;
}

/**
 * The add-to-home prompt (docs/offline.md#add-to-home-prompt): a small non-modal banner, 5 s after start, with
 * the browser's own install dialog behind "Install", or on iOS Safari (which
 * has no such dialog) the Share → Add to Home Screen instructions.
 */
export function InstallPrompt({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const nativePrompt = useDeferredInstallPrompt();
  const elapsedMs = useElapsedSinceStart(now);
  const [dismissedForever, setDismissedForever] = useState(() => localStorage.getItem(installDismissedKey) === '1');
  const [closed, setClosed] = useState(false);
  const method = installMethod(nativePrompt !== null, isIosSafari(navigator.userAgent, navigator.maxTouchPoints));

  if (closed || !shouldOfferInstall({ dismissedForever, standalone: isStandalone(), elapsedMs, method })) return null;

  const install = async () => {
    setClosed(true);
    await takeInstallPrompt()?.prompt();
  };
  const neverAgain = () => {
    localStorage.setItem(installDismissedKey, '1');
    setDismissedForever(true);
  };

  return (
    <section className="app-install-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-install-banner__title">
        {t('appInstall.install.title')}
      </h2>
      {method === 'ios-instructions' ? <p>{t('appInstall.install.iosInstructions')}</p> : null}
      <div className="app-install-banner__actions">
        {method === 'native' ? (
          <button type="button" className="button button--primary" onClick={() => void install()}>
            {t('appInstall.install.install')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => setClosed(true)}>
          {t('appInstall.install.notNow')}
        </button>
        <button type="button" className="button" onClick={neverAgain}>
          {t('appInstall.install.never')}
        </button>
      </div>
    </section>
  );
}
