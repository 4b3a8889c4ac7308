import type { LessonResults } from '@espace/contracts/lesson-results';
import { formatDuration } from '@espace/domain/display/duration';
import type { CertificationType } from '@espace/domain/tenant-switches';
import { lessonEndingKind } from '@espace/domain/lessons/lesson-results';
import { canDownloadCertificate, scorePercent, scoreRatio } from '@espace/domain/lessons/progress';
import { type ComponentType, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Medal } from '../../../components/score/medal';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useLessonResults } from '../api/lesson-results';
import { useEndOfLessonFlow } from '../hooks/use-end-of-lesson';
import { useLessonAlert } from '../hooks/use-lesson-alert';
import { EndScreenFrame } from './end-screen-frame';
import { ResultsBadges } from './results-badges';
import { ResultsPagesList } from './results-pages-list';
import { ScoreRadial } from './score-radial';
import './lesson-player.css';

/**
 * The certificate's download and what the tenant calls it, composed by the route (the certificates
 * feature's download, where the tenant grants certification access).
 */
export interface ResultsCertificateParts {
  Download: ComponentType<{ lessonId: string; courseTitle: string; certificationRef: string; type: CertificationType }>;
  type: CertificationType;
}

function ResultsSummary({ results }: { results: LessonResults }) {
  const { t, i18n } = useTranslation();
  const score = results.end.scoring.global;
  return (
    <div className="results-summary">
      <ScoreRadial score={score} />
      <dl className="results-facts">
        <div>
          <dt>{t('lessonPlayer.results.medal')}</dt>
          <dd>{results.medal === 'none' ? t('lessonPlayer.results.noMedal') : <Medal ratio={scoreRatio(score)} />}</dd>
        </div>
        <div>
          <dt>{t('lessonPlayer.results.timeSpent')}</dt>
          <dd>{formatDuration(results.timeSpent, i18n.language)}</dd>
        </div>
      </dl>
    </div>
  );
}

function ResultsCertificate({ results, parts: { Download, type } }: { results: LessonResults; parts: ResultsCertificateParts }) {
  const { t } = useTranslation();
  const code = results.end.certificationRef;
  if (code === null || !canDownloadCertificate(results.end)) return null;
  return (
    <section className="results-section results-certificate" aria-labelledby="results-certificate-title">
      <h2 id="results-certificate-title">{t(`lessonPlayer.results.certificate.title.${type}`)}</h2>
      <p>{t('lessonPlayer.results.certificate.code', { code })}</p>
      <div className="results-certificate__actions">
        <Download lessonId={results.end.lessonId} courseTitle={results.course.title} certificationRef={code} type={type} />
        <Link to={paths.verify.getHref({ code })} className="button button--secondary">
          {t(`lessonPlayer.results.certificate.verify.${type}`)}
        </Link>
      </div>
    </section>
  );
}

/**
 * Route /session/:id/resultats (docs/product/screens-and-routes.md#end-of-lesson-screens): an ended
 * lesson's results, the first of its end screens. « Continuer » goes on with the end of the lesson
 * (questions, next module, evaluation, Home); a lesson whose time ran out or whose class program
 * closed says so and has only the way back; a lesson not ended goes back to its current page.
 */
export function LessonResultsPage({ certificate }: { certificate: ResultsCertificateParts | null }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: results, error } = useLessonResults(id);
  const alert = useLessonAlert();
  const goOn = useEndOfLessonFlow(id, alert.showEnded);
  const [busy, setBusy] = useState(false);
  const notEnded = errorCodeOf(error) === 'LESSON_NOT_ENDED';
  useEffect(() => {
    if (notEnded) void navigate(paths.lesson.root.getHref({ id }), { replace: true });
  }, [notEnded, id, navigate]);
  // Another learner's lesson, a bad id: the route's full-page state (docs/product/errors.md#full-page-states).
  if (error && !notEnded) throw error;
  if (!results)
    return (
      <p className="page-status" role="status">
        {t('lessonPlayer.end.loading')}
      </p>
    );
  const score = results.end.scoring.global;
  const ending = lessonEndingKind(results.end);
  return (
    <>
      <EndScreenFrame
        title={t('lessonPlayer.results.title')}
        announcement={t('lessonPlayer.results.announce', { percent: scorePercent(score), ...score })}
        busy={busy}
        wide
        onContinue={
          ending === 'finished'
            ? () => {
                setBusy(true);
                void goOn(results.end).finally(() => setBusy(false));
              }
            : undefined
        }
      >
        <p className="results-course" lang={results.course.language}>
          {results.course.title}
        </p>
        {ending === 'finished' ? null : <p className="results-ending">{t(`lessonPlayer.results.ending.${ending}`)}</p>}
        <ResultsSummary results={results} />
        <section className="results-section" aria-labelledby="results-pages-title">
          <h2 id="results-pages-title">{t('lessonPlayer.results.pages')}</h2>
          <ResultsPagesList lessonId={id} pages={results.pages} language={results.course.language} />
        </section>
        <section className="results-section" aria-labelledby="results-badges-title">
          <h2 id="results-badges-title">{t('lessonPlayer.results.badges')}</h2>
          <ResultsBadges points={score.actual} badges={results.badges} />
        </section>
        {certificate ? <ResultsCertificate results={results} parts={certificate} /> : null}
      </EndScreenFrame>
      {alert.element}
    </>
  );
}
