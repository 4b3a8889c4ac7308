import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Leaves the browser's full screen, if on (a tincan activity asking to go on or close, SPEC §4). */
export function leaveFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

/**
 * SPEC §2: the native full screen of the player, or, where the browser
 * refuses it (iOS Safari, iframes without allowfullscreen), a CSS toggle
 * that lays the player over the whole window.
 */
export function FullscreenButton({ target, fallbackOn, onFallback }: { target: RefObject<HTMLElement | null>; fallbackOn: boolean; onFallback: (on: boolean) => void }) {
  const { t } = useTranslation();
  // Mounted again on every page while the frame around it stays full screen: start from the document's state.
  const isNative = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;
  const [native, setNative] = useState(isNative);
  useEffect(() => {
    const update = () => setNative(isNative());
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
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
    <button type="button" className="button button--ghost player-footer__fullscreen" aria-pressed={on} onClick={toggle}>
      {on ? t('lessonPlayer.fullscreen.leave') : t('lessonPlayer.fullscreen.enter')}
    </button>
  );
}
