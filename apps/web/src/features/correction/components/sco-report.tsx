import type { PageCorrection } from '@espace/contracts/correction';
import { formatDuration } from '@espace/domain/display/duration';
import { useTranslation } from '../../../lib/i18n/use-translation';

type ScoReport = NonNullable<PageCorrection['sco']>;

/** A SCORM page's SCO as its learner left it (docs/scorm.md#the-trainers-view): where it stands, the time spent, each question. */
export function ScoReportSection({ report }: { report: ScoReport }) {
  const { t, i18n } = useTranslation();
  const score = report.score?.scaled;
  return (
    <section className="correction-sheet__sco" aria-labelledby="correction-sco-title">
      <h2 id="correction-sco-title">{t('correction.sco.title')}</h2>
      <dl className="correction-sheet__facts">
        <div>
          <dt>{t('correction.sco.completion')}</dt>
          <dd>{t(`correction.sco.completions.${report.completion}`)}</dd>
        </div>
        <div>
          <dt>{t('correction.sco.success')}</dt>
          <dd>{t(`correction.sco.successes.${report.success}`)}</dd>
        </div>
        <div>
          <dt>{t('correction.sco.score')}</dt>
          <dd>{score === null || score === undefined ? t('correction.sco.noScore') : t('correction.sco.percent', { percent: Math.round(score * 100) })}</dd>
        </div>
        <div>
          <dt>{t('correction.sco.time')}</dt>
          <dd>{formatDuration(Math.round(report.totalSeconds), i18n.language)}</dd>
        </div>
      </dl>
      {report.interactions.length === 0 ? (
        <p>{t('correction.sco.noInteractions')}</p>
      ) : (
        <div className="correction-sheet__table">
          <table>
            <caption>{t('correction.sco.interactions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('correction.sco.question')}</th>
                <th scope="col">{t('correction.sco.learnerResponse')}</th>
                <th scope="col">{t('correction.sco.result')}</th>
                <th scope="col">{t('correction.sco.correctResponse')}</th>
              </tr>
            </thead>
            <tbody>
              {report.interactions.map((interaction, index) => (
                <tr key={`${index}:${interaction.id}`}>
                  <th scope="row">{interaction.description || interaction.id}</th>
                  <td>{interaction.learnerResponse}</td>
                  <td>{interaction.result}</td>
                  <td>{interaction.correctResponse}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
