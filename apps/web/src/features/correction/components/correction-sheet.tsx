import type { PageCorrection } from '@espace/contracts/correction';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CorrectionLegend } from '../../../components/lesson-content/correction-legend';
import { PageContent } from '../../../components/lesson-content/page-content';
import { storedAnswers } from '../../../components/lesson-content/stored-answers';
import { ScoReportSection } from './sco-report';
import { usePersonName } from '../../../lib/use-person-name';

const ignoreAnswer = () => undefined;

/**
 * A learner's page as the trainer corrects it: who answered, where, the
 * score, the legend, and the page with the learner's answers and the marks,
 * read only. No timer and no ping (neither in correction mode: docs/product/lessons.md#correction-mode).
 */
export function CorrectionSheet({ correction }: { correction: PageCorrection }) {
  const { t } = useTranslation();
  const personName = usePersonName();
  const { page, learner, courseTitle, nodeTitle } = correction;
  const results = page.results;
  return (
    <article className="correction-sheet" aria-labelledby="correction-title">
      <header className="correction-sheet__header">
        <h1 id="correction-title">{t('correction.title', { page: nodeTitle ?? t('correction.untitledPage') })}</h1>
        <dl className="correction-sheet__facts">
          <div>
            <dt>{t('correction.learner')}</dt>
            <dd>{personName(learner.displayName)}</dd>
          </div>
          <div>
            <dt>{t('correction.course')}</dt>
            <dd>{courseTitle}</dd>
          </div>
          <div>
            <dt>{t('correction.score')}</dt>
            <dd>{results ? t('correction.points', { actual: results.scoring.actual, max: results.scoring.max }) : t('correction.noScore')}</dd>
          </div>
        </dl>
      </header>
      {/* A SCORM page has no marks of the portal's: its SCO's own report below says what was right. */}
      {results && correction.sco ? null : results ? (
        <section className="correction-sheet__legend" aria-labelledby="correction-legend-title">
          <h2 id="correction-legend-title">{t('correction.legend')}</h2>
          <CorrectionLegend reader="trainer" />
        </section>
      ) : (
        <p className="correction-sheet__unanswered" role="status">
          {t('correction.notAnswered')}
        </p>
      )}
      {correction.sco ? <ScoReportSection report={correction.sco} /> : null}
      <PageContent
        content={page.content as Parameters<typeof PageContent>[0]['content']}
        blockType={page.blockType}
        answers={storedAnswers(page.inputs)}
        onAnswer={ignoreAnswer}
        results={results}
        disabled
      />
    </article>
  );
}
