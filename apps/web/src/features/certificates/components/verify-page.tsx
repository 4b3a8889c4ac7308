import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useCertificateVerification } from '../api/certificates';
import './certificates.css';
import { paths } from '../../../lib/paths';

/** Public /verify/:code: anyone holding a certificate's code can check it, without signing in. */
export function VerifyPage({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const verification = useCertificateVerification(code);
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <main className="verify" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('certificates.verify.title')}</h1>
      {verification.isPending && <p role="status">{t('certificates.verify.checking')}</p>}
      {verification.isError && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('certificates.verify.unknown')}</p>
          <p>{t('certificates.verify.unknownDetail', { code })}</p>
        </div>
      )}
      {verification.data && (
        <section className="verify__card" aria-label={t('certificates.verify.valid')}>
          <p className="verify__valid" role="status">
            {t(`certificates.verify.confirmed.${verification.data.certificationType}`)}
          </p>
          <dl>
            <dt>{t('certificates.verify.learner')}</dt>
            <dd>{verification.data.learner}</dd>
            <dt>{t('certificates.verify.course')}</dt>
            <dd>{verification.data.course}</dd>
            <dt>{t('certificates.verify.program')}</dt>
            <dd>{verification.data.program}</dd>
            <dt>{t('certificates.verify.date')}</dt>
            <dd>{date(verification.data.date)}</dd>
            <dt>{t('certificates.verify.score')}</dt>
            <dd>{t('certificates.score', { score: verification.data.score })}</dd>
            <dt>{t('certificates.verify.tenant')}</dt>
            <dd>{verification.data.tenant.name}</dd>
            <dt>{t('certificates.verify.code')}</dt>
            <dd>{verification.data.code}</dd>
          </dl>
        </section>
      )}
      <Link to={paths.home.getHref()}>{t('certificates.verify.home')}</Link>
    </main>
  );
}
