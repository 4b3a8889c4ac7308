import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Leaves the browser's full screen, if on (a tincan activity asking to go on or close, docs/product/lessons.md#tincan-messages). */
export function leaveFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

/**
 * docs/product/screens-and-routes.md#footer: the native full screen of the player, or, where the browser
 * refuses it (iOS Safari, iframes without allowfullscreen), a CSS toggle
 * that lays the player over the whole window.
 */
export function FullscreenButton({
  target,
  fallbackOn,
  onFallback,
}: {
  target: RefObject<HTMLElement | null>;
  fallbackOn: boolean;
  onFallback: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  // Mounted again on every page while the frame around it stays full screen: start from the document's state.
  const isNative = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;
  const [native, setNative] = useState(isNative);
  const button = useRef<HTMLButtonElement>(null);
  // The browser drops the focus as it enters or leaves its full screen: it comes back to this
  // button, where the learner pressed.
  const keepFocus = () => {
    const active = document.activeElement;
    if (active === null || active === document.body) button.current?.focus();
  };
  useEffect(() => {
    const update = () => {
      setNative(isNative());
      keepFocus();
    };
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const shownFallback = useRef(fallbackOn);
  useEffect(() => {
    if (shownFallback.current !== fallbackOn) keepFocus();
    shownFallback.current = fallbackOn;
  }, [fallbackOn]);
  const on = native || fallbackOn;
  const toggle = () => {
    if (fallbackOn) return onFallback(false);
    if (native) return leaveFullscreen();
    const element = target.current;
    if (element && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => onFallback(true));
      return undefined;
    }
    return onFallback(true);
  };
  return (
    <button ref={button} type="button" className="button button--ghost player-footer__fullscreen" onClick={toggle}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" focusable="false">
        <path d={on ? 'M7 1v6H1M11 1v6h6M7 17v-6H1M11 17v-6h6' : 'M1 7V1h6M17 7V1h-6M1 11v6h6M17 11v6h-6'} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="player-footer__fullscreen-text">{on ? t('lessonPlayer.fullscreen.leave') : t('lessonPlayer.fullscreen.enter')}</span>
    </button>
  );
}
