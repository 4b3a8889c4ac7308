import type { LessonPage } from '@espace/contracts/lessons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlayerFooterProps {
  page: LessonPage;
  busy: boolean;
  fullSeen: boolean;
  onPrevious: () => void;
  onNext: () => void;
  sound: ReactNode;
  fullscreen: ReactNode;
}

/**
 * SPEC §2 footer: previous and next, the sound player and full screen. Next
 * reads 'end module' on tincan pages, and looks secondary until the page has
 * been seen in full (SPEC §4 Full-seen flag).
 */
export function PlayerFooter({ page, busy, fullSeen, onPrevious, onNext, sound, fullscreen }: PlayerFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="player-footer">
      <div className="player-footer__nav">
        <button type="button" className="button button--secondary" onClick={onPrevious} disabled={page.position === 0 || busy}>
          {t('lessonPlayer.nav.previous')}
        </button>
        <button type="button" className={`button ${fullSeen ? 'button--primary' : 'button--secondary'}`} onClick={onNext} aria-busy={busy}>
          {page.blockType === 'tincan' ? t('lessonPlayer.nav.endModule') : t('lessonPlayer.nav.next')}
        </button>
      </div>
      <div className="player-footer__tools">
        {sound}
        {fullscreen}
      </div>
    </footer>
  );
}
