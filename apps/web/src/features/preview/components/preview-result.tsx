import type { PageResults } from '@espace/domain/content/page-scoring';
import { scoreRatio } from '@espace/domain/lessons/progress';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CorrectionLegend } from '../../../components/lesson-content/correction-legend';
import { ProgressBar } from '../../../components/score/progress-bar';

/** After the check: the score, the feedbacks the course type allows, and the legend of the marks above. */
export function PreviewResult({ results, onRetry }: { results: PageResults; onRetry: () => void }) {
  const { t } = useTranslation();
  const { actual, max } = results.scoring;
  return (
    <section className="preview-result" aria-labelledby="preview-result-title">
      <h2 id="preview-result-title">{t('preview.result.title')}</h2>
      <p className="preview-result__score">{t('preview.result.score', { actual, max })}</p>
      {max > 0 ? <ProgressBar fraction={scoreRatio(results.scoring)} label={t('preview.result.scoreBar')} /> : null}
      {results.feedbacks.length > 0 ? (
        <section aria-labelledby="preview-feedbacks-title">
          <h3 id="preview-feedbacks-title">{t('preview.result.feedbacks')}</h3>
          <ul className="preview-result__feedbacks">
            {results.feedbacks.map((message, index) => (
              // Two feedbacks may say the same thing: the position tells them apart.
              <li key={index}>{message}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="preview-legend-title">
        <h3 id="preview-legend-title">{t('preview.result.legend')}</h3>
        <CorrectionLegend />
      </section>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('preview.retry')}
      </button>
    </section>
  );
}
