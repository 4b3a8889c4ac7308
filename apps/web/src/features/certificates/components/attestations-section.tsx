import type { MyAttestations } from '@espace/contracts/attestations';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useId } from 'react';
import { ClassDates } from '../../../components/class-dates';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDownloadMyAttestation, useMyAttestations } from '../api/attestations';

type Attestation = MyAttestations['items'][number];

/** One class: its dates and its attestation, or when it comes. */
function AttestationItem({ attestation, download }: { attestation: Attestation; download: ReturnType<typeof useDownloadMyAttestation> }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { class: klass } = attestation;
  const day = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const mine = download.variables === klass.id;
  return (
    <li className="attestations__item">
      <h3 className="attestations__class">{klass.name}</h3>
      <ClassDates startAt={klass.startAt} expireAt={klass.expireAt} texts="home.dates" className="attestations__dates" />
      {attestation.available ? (
        <BusyButton
          type="button"
          className="button button--secondary"
          busy={download.isPending && mine}
          aria-label={t('attestations.downloadNamed', { className: klass.name })}
          onClick={() => download.mutate(klass.id)}
        >
          {t('attestations.download')}
        </BusyButton>
      ) : (
        <p className="attestations__later">
          {klass.expireAt !== null ? t('attestations.atTheEnd', { date: day(klass.expireAt) }) : t('attestations.atTheEndUndated')}
        </p>
      )}
      {download.isError && mine && (
        <p className="alert alert--error" role="alert">
          {errorText(download.error).message}
        </p>
      )}
    </li>
  );
}

/**
 * « Attestations de fin de formation » (docs/privacy.md#attestation-de-fin-de-formation): one per
 * class I learn in, downloadable once the class has ended, what the law asks a training
 * organisation to hand each learner.
 */
export function AttestationsSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const attestations = useMyAttestations();
  const download = useDownloadMyAttestation();
  if (attestations.isPending) return <p role="status">{t('attestations.loading')}</p>;
  if (attestations.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {errorText(attestations.error).message}
      </p>
    );
  }
  if (attestations.data.items.length === 0) return null;
  return (
    <section className="attestations" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('attestations.title')}</h2>
      <p className="attestations__intro">{t('attestations.intro')}</p>
      <ul className="attestations__list">
        {attestations.data.items.map((attestation) => (
          <AttestationItem key={attestation.class.id} attestation={attestation} download={download} />
        ))}
      </ul>
    </section>
  );
}
