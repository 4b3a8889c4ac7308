import type { LessonPage } from '@espace/contracts/lessons';
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
  return (
    <PlayerDialog
      open={open}
      title={t('lessonPlayer.hints.title')}
      onDismiss={onClose}
      actions={
        <>
          {canUnlock && hints.remaining > 0 ? (
            <button type="button" className="button button--secondary" onClick={onUnlock} disabled={busy} aria-busy={busy}>
              {unlockLabel}
            </button>
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
            <li key={index} lang={language}>
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
