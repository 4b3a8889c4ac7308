import type { LessonPage } from '@espace/contracts/lessons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';

type Kind = NonNullable<LessonPage['results']>['kind'];

export interface FeedbackDialogProps {
  kind: Kind;
  messages: readonly string[];
  /** The message on screen; the dialog is closed when it is past the last one. */
  index: number;
  /** The page was sent because its time ran out: said first, then the correction. */
  timeUp?: boolean;
  /** The course's language: the messages are its authors' words (WCAG 3.1.2). */
  language: string;
  onContinue: () => void;
}

/** docs/product/lessons.md#feedbacks: one message at a time, titled by the answer's kind, then continue. */
export function FeedbackDialog({ kind, messages, index, timeUp = false, language, onContinue }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const message = messages[index];
  const result = t(`lessonPlayer.feedback.title.${kind ?? 'none'}`);
  return (
    <PlayerDialog
      open={message !== undefined || timeUp}
      title={timeUp ? t('errors.LESSON_PAGE_SKIPPED.title') : result}
      onDismiss={onContinue}
      className={`player-dialog--feedback player-dialog--${kind ?? 'none'}`}
      actions={
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('lessonPlayer.feedback.continue')}
        </button>
      }
    >
      {timeUp ? <p className="player-dialog__message">{t('errors.LESSON_PAGE_SKIPPED.message')}</p> : null}
      {timeUp && kind !== null ? <p className="player-dialog__result">{result}</p> : null}
      {messages.length > 1 ? <p className="player-dialog__count">{t('lessonPlayer.feedback.count', { index: index + 1, count: messages.length })}</p> : null}
      {message === undefined ? null : (
        <p className="player-dialog__message" lang={language}>
          {message}
        </p>
      )}
    </PlayerDialog>
  );
}
