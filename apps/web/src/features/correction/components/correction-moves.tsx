import type { PageCorrection } from '@espace/contracts/correction';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';

const pathOf = (page: { lessonId: string; pageId: string }) => `/correction/${encodeURIComponent(page.lessonId)}/page/${encodeURIComponent(page.pageId)}`;

/**
 * Previous and next across the learner's answered pages of the class, and the way back to the
 * learner in the trainer space (docs/trainers.md#screens). Not in a back-office frame: the back-office leads there.
 */
export function CorrectionMoves({ correction }: { correction: PageCorrection }) {
  const { t } = useTranslation();
  const { answeredPages, learner } = correction;
  return (
    <nav className="correction-moves" aria-label={t('correction.moves', { learner: learner.displayName })}>
      <Link className="correction-moves__back" to={`/formateur/classes/${encodeURIComponent(correction.classId)}/apprenants/${encodeURIComponent(learner.id)}`}>
        {t('correction.back', { learner: learner.displayName })}
      </Link>
      <div className="correction-moves__steps">
        {answeredPages.previous ? (
          <Link className="button button--secondary" to={pathOf(answeredPages.previous)}>
            {t('correction.previous')}
          </Link>
        ) : null}
        {answeredPages.position > 0 && <span>{t('correction.position', { position: answeredPages.position, total: answeredPages.total })}</span>}
        {answeredPages.next ? (
          <Link className="button button--secondary" to={pathOf(answeredPages.next)}>
            {t('correction.next')}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
