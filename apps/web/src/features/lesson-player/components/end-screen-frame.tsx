import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePlayerAnnouncer } from './player-announcer';
import { destinations } from '../../../lib/destinations';

interface EndScreenFrameProps {
  title: string;
  /** What the lesson's live region says as the screen opens (« Module terminé ! Votre score : 63 % »); the title by default. */
  announcement?: string | undefined;
  children: ReactNode;
  /** « Continuer »; none where there is nothing to go on with (a lesson whose time ran out): the way back is then the screen's action. */
  onContinue?: (() => void) | undefined;
  busy: boolean;
  /** A screen with lists (the results): wider on a desktop. */
  wide?: boolean;
}

/**
 * The frame the end-of-lesson screens share: a title, their body, the way back to My courses and Continue. It opens
 * with the focus on its title and says the end in the lesson's live region, which still held the
 * last page's words (WCAG 2.4.3, 4.1.3).
 */
export function EndScreenFrame({ title, announcement, children, onContinue, busy, wide = false }: EndScreenFrameProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { announceStep } = usePlayerAnnouncer();
  const said = announcement ?? title;
  useEffect(() => {
    heading.current?.focus();
    announceStep(said);
  }, [announceStep, said]);
  return (
    <section className={wide ? 'end-screen end-screen--wide' : 'end-screen'} aria-labelledby="end-screen-title">
      <h1 id="end-screen-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue?.();
        }}
      >
        {children}
        <div className="end-screen__actions">
          <Link to={destinations.home.href} className={onContinue ? 'button button--secondary' : 'button button--primary'}>
            {t(destinations.home.backKey)}
          </Link>
          {onContinue ? (
            <button type="submit" className="button button--primary" aria-busy={busy}>
              {t('lessonPlayer.end.continue')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
