import type { LessonPage } from '@espace/contracts/lessons';
import { useTranslation } from 'react-i18next';
import { PlayerDialog } from './player-dialog';

type Kind = NonNullable<LessonPage['results']>['kind'];

export interface FeedbackDialogProps {
  kind: Kind;
  messages: readonly string[];
  /** The message on screen; the dialog is closed when it is past the last one. */
  index: number;
  onContinue: () => void;
}

/** SPEC §4 Feedbacks: one message at a time, titled by the answer's kind, then continue. */
export function FeedbackDialog({ kind, messages, index, onContinue }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const message = messages[index];
  return (
    <PlayerDialog
      open={message !== undefined}
      title={t(`lessonPlayer.feedback.title.${kind ?? 'none'}`)}
      onDismiss={onContinue}
      className={`player-dialog--feedback player-dialog--${kind ?? 'none'}`}
      actions={
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('lessonPlayer.feedback.continue')}
        </button>
      }
    >
      {messages.length > 1 ? <p className="player-dialog__count">{t('lessonPlayer.feedback.count', { index: index + 1, count: messages.length })}</p> : null}
      <p className="player-dialog__message">{message}</p>
    </PlayerDialog>
  );
}
