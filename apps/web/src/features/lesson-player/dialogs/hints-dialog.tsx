import type { LessonPage } from '@espace/contracts/lessons';
import { useEffect, useRef } from 'react';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';

export interface HintsDialogProps {
  open: boolean;
  hints: LessonPage['hints'];
  /** The course's language: the hints are its authors' words (WCAG 3.1.2). */
  language: string;
  /** False once the page is answered: hints can only be unlocked before. */
  canUnlock: boolean;
  busy: boolean;
  error: string | null;
  onUnlock: () => void;
  onClose: () => void;
}

/** The hints dialog (docs/product/screens-and-routes.md#player-dialogs): the unlocked hints in order, and the next one to unlock (its cost said up front). */
export function HintsDialog({ open, hints, language, canUnlock, busy, error, onUnlock, onClose }: HintsDialogProps) {
  const { t } = useTranslation();
  const unlockLabel = hints.nextMalus > 0 ? t('lessonPlayer.hints.unlockWithCost', { cost: hints.nextMalus }) : t('lessonPlayer.hints.unlock');
  // A hint just unlocked takes the focus: it is read at once, and the button may be gone with the last one.
  const newest = useRef<HTMLLIElement>(null);
  const count = hints.messages.length;
  const shown = useRef(count);
  useEffect(() => {
    if (open && count > shown.current) newest.current?.focus();
    shown.current = count;
  }, [open, count]);
  return (
    <PlayerDialog
      open={open}
      title={t('lessonPlayer.hints.title')}
      onDismiss={onClose}
      actions={
        <>
          {canUnlock && hints.remaining > 0 ? (
            <BusyButton type="button" className="button button--secondary" onClick={onUnlock} busy={busy}>
              {unlockLabel}
            </BusyButton>
          ) : null}
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('lessonPlayer.hints.close')}
          </button>
        </>
      }
    >
      {hints.messages.length === 0 ? (
        <p>{t('lessonPlayer.hints.none')}</p>
      ) : (
        <ol className="hints-list" aria-label={t('lessonPlayer.hints.unlocked')}>
          {hints.messages.map((message, index) => (
            <li key={index} lang={language} ref={index === count - 1 ? newest : undefined} tabIndex={index === count - 1 ? -1 : undefined}>
              {message}
            </li>
          ))}
        </ol>
      )}
      <p className="hints-remaining">{t('lessonPlayer.hints.remaining', { count: hints.remaining })}</p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </PlayerDialog>
  );
}
