import type { PageCorrection } from '@espace/contracts/correction';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * Previous and next across the learner's answered pages of the class, and the way back to the
 * learner in the trainer space (docs/trainers.md#screens). Not in a back-office frame: the back-office leads there.
 */
export function CorrectionMoves({ correction }: { correction: PageCorrection }) {
  const { t } = useTranslation();
  const { answeredPages, learner } = correction;
  return (
    <nav className="correction-moves" aria-label={t('correction.moves', { learner: learner.displayName })}>
      <Link className="correction-moves__back" to={paths.trainer.learner.getHref({ classId: correction.classId, userId: learner.id })}>
        {t('correction.back', { learner: learner.displayName })}
      </Link>
      <div className="correction-moves__steps">
        {answeredPages.previous ? (
          <Link className="button button--secondary" to={paths.correctionPage.getHref(answeredPages.previous)}>
            {t('correction.previous')}
          </Link>
        ) : null}
        {answeredPages.position > 0 && <span>{t('correction.position', { position: answeredPages.position, total: answeredPages.total })}</span>}
        {answeredPages.next ? (
          <Link className="button button--secondary" to={paths.correctionPage.getHref(answeredPages.next)}>
            {t('correction.next')}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
