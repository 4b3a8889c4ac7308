import type { RowToReview } from '@espace/domain/lessons/page-answers';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';

/** The words of a question's authored HTML, for the list (no markup). */
function questionText(html: string | null): string | null {
  if (html === null) return null;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text;
}

export interface FinalReviewDialogProps {
  open: boolean;
  rows: RowToReview[];
  /** The course's language, for the questions quoted (WCAG 3.1.2). */
  language: string;
  onSend: () => void;
  onReview: () => void;
}

/** Before the last page of a certifying course sends its answers for good (final-review.ts, use-next-flow.ts): what is left, then send or go back. */
export function FinalReviewDialog({ open, rows, language, onSend, onReview }: FinalReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <PlayerDialog
      open={open}
      role="alertdialog"
      title={t('lessonPlayer.finalReview.title')}
      onDismiss={onReview}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onSend}>
            {t('lessonPlayer.finalReview.send')}
          </button>
          <button type="button" className="button button--primary" onClick={onReview} data-safe-choice="">
            {t('lessonPlayer.finalReview.review')}
          </button>
        </>
      }
    >
      <p>{t('lessonPlayer.finalReview.message')}</p>
      {rows.length === 0 ? (
        <p>{t('lessonPlayer.finalReview.allAnswered')}</p>
      ) : (
        <>
          <p>{t('lessonPlayer.finalReview.left', { count: rows.length })}</p>
          <ul className="final-review__rows">
            {rows.map((row) => {
              const question = questionText(row.question);
              return (
                <li key={row.rowId}>
                  {t(`lessonPlayer.finalReview.${row.state}`, { number: row.number })}
                  {question ? (
                    <>
                      {t('lessonPlayer.finalReview.colon')}
                      <span lang={language}>{question}</span>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </PlayerDialog>
  );
}
