import type { LessonPage } from '@espace/contracts/lessons';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface PlayerFooterProps {
  page: LessonPage;
  busy: boolean;
  fullSeen: boolean;
  onPrevious: () => void;
  onCheck: () => void;
  onNext: () => void;
  sound: ReactNode;
  fullscreen: ReactNode;
}

/** The player's footers on screen: one, but for the commit that replaces a page's footer by the next page's. */
let mountedFooters = 0;

/**
 * Keeps `--player-footer-height` on the document at the fixed footer's height, whatever it wraps
 * to: the page keeps that much room below its end, and focus and scrolling never hide a control
 * under the footer (scroll-padding, global.css; WCAG 2.4.11). On a short window (under 500 px
 * high: a phone on its side, a desktop zoomed in) the footer is not fixed (lesson-player.css):
 * it takes no room then, it ends the page.
 */
function useFooterHeight() {
  const footer = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = footer.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    mountedFooters += 1;
    const measure = () => root.style.setProperty('--player-footer-height', `${getComputedStyle(element).position === 'fixed' ? element.offsetHeight : 0}px`);
    // What the keyboard focused stays above the footer when the layout moves after it (a picture or a
    // sound loading above it, the footer growing): brought back above it, as the focus brought it.
    const keepFocusAbove = () => {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || element.contains(active) || !active.matches(':focus-visible')) return;
      if (getComputedStyle(element).position !== 'fixed') return;
      const box = active.getBoundingClientRect();
      const cover = element.getBoundingClientRect();
      if (box.bottom > cover.top && box.top < cover.bottom) active.scrollIntoView({ block: 'nearest' });
    };
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.target === element)) measure();
      keepFocusAbove();
    });
    observer.observe(element);
    observer.observe(document.body);
    // The window's height alone decides whether the footer is fixed, and does not resize it.
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      mountedFooters -= 1;
      // Next unmounts one page's footer and mounts the next one's in the same commit: the height stays
      // rather than go and come back, which restyled the whole document once more per page.
      queueMicrotask(() => {
        if (mountedFooters === 0) root.style.removeProperty('--player-footer-height');
      });
    };
  }, []);
  return footer;
}

/**
 * The footer (docs/product/screens-and-routes.md#footer): previous, check and next, the sound player and full screen. Check shows on an
 * exercise not answered yet. Next reads 'end module' on tincan pages, and looks
 * secondary until the page has been seen in full (docs/product/lessons.md#full-seen-flag) or while Check is the
 * step to take.
 */
export function PlayerFooter({ page, busy, fullSeen, onPrevious, onCheck, onNext, sound, fullscreen }: PlayerFooterProps) {
  const { t } = useTranslation();
  const canCheck = page.blockType === 'exercice' && page.results === null;
  const footer = useFooterHeight();
  return (
    <footer className="player-footer" ref={footer}>
      <div className="player-footer__inner">
        <button type="button" className="button button--secondary player-footer__previous" onClick={onPrevious} disabled={page.position === 0 || busy}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="player-footer__previous-text">{t('lessonPlayer.nav.previous')}</span>
        </button>
        <div className="player-footer__tools">
          {sound}
          {fullscreen}
        </div>
        <div className="player-footer__go">
          {canCheck ? (
            <button type="button" className={`button ${fullSeen ? 'button--primary' : 'button--secondary'}`} onClick={onCheck} aria-busy={busy}>
              {t('lessonPlayer.nav.check')}
            </button>
          ) : null}
          <button type="button" className={`button ${fullSeen && !canCheck ? 'button--primary' : 'button--secondary'}`} onClick={onNext} aria-busy={busy}>
            {page.blockType === 'tincan' ? t('lessonPlayer.nav.endModule') : t('lessonPlayer.nav.next')}
          </button>
        </div>
      </div>
    </footer>
  );
}
