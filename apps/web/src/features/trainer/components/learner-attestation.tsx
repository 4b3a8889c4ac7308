import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDownloadLearnerAttestation } from '../api/trainer-api';

/**
 * The learner's attestation de fin de formation (docs/privacy.md#attestation-de-fin-de-formation),
 * on demand: its figures are the roster's of the moment, so one taken before the class ends says so
 * by its dates.
 */
export function LearnerAttestation({ classId, userId }: { classId: string; userId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = useDownloadLearnerAttestation(classId, userId);
  return (
    <section className="trainer-section" aria-labelledby="learner-attestation">
      <h2 id="learner-attestation">{t('trainer.learner.attestation.title')}</h2>
      <p>{t('trainer.learner.attestation.intro')}</p>
      <BusyButton type="button" className="button button--secondary" busy={download.isPending} onClick={() => download.mutate()}>
        {t('trainer.learner.attestation.download')}
      </BusyButton>
      {download.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(download.error).message}
        </p>
      )}
    </section>
  );
}
