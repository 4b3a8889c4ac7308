import { dateTimeFormat, numberFormat } from '@espace/domain/display/formatters';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useMyCertificates } from '../api/certificates';
import { CertificateDownload } from './certificate-download';
import { CredentialActions } from './credential-actions';
import './certificates.css';
import { paths } from '../../../lib/paths';

const columns = ['course', 'class', 'program', 'score', 'progression', 'code', 'document'] as const;

/** The validations tab (docs/product/screens-and-routes.md#certificates): every certifying lesson, downloadable once ended. */
export function CertificatesPage({ organisation }: { organisation: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const certificates = useMyCertificates();
  const percent = numberFormat(i18n.language, { style: 'percent' });
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  if (certificates.isPending) return <p role="status">{t('certificates.loading')}</p>;
  if (certificates.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {errorText(certificates.error).message}
      </p>
    );
  }
  const { certificationType: type, items } = certificates.data;
  if (items.length === 0) return <p>{t(`certificates.empty.${type}`)}</p>;
  return (
    <div className="certificates">
      <table>
        <caption>{t(`certificates.caption.${type}`)}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`certificates.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.lessonId}>
              <th scope="row">{row.course.title}</th>
              <td data-label={t('certificates.columns.class')}>{row.class.name}</td>
              <td data-label={t('certificates.columns.program')}>{row.classProgram.program.name}</td>
              <td data-label={t('certificates.columns.score')}>{t('certificates.score', { score: row.score })}</td>
              <td data-label={t('certificates.columns.progression')}>{percent.format(row.percentProgression / 100)}</td>
              <td data-label={t('certificates.columns.code')}>
                {row.available ? (
                  <Link
                    className="certificates__code standalone-link"
                    to={paths.verify.getHref({ code: row.certificationRef })}
                    aria-label={t('certificates.verifyCode', { code: row.certificationRef })}
                  >
                    {row.certificationRef}
                  </Link>
                ) : (
                  t('certificates.noCode')
                )}
              </td>
              <td data-label={t('certificates.columns.document')}>
                {row.credential?.revokedAt ? (
                  <p className="certificates__revoked">{t('credentials.revokedOn', { date: date(row.credential.revokedAt) })}</p>
                ) : row.available ? (
                  <>
                    <CertificateDownload lessonId={row.lessonId} courseTitle={row.course.title} certificationRef={row.certificationRef} type={type} />
                    {row.credential && (
                      <CredentialActions
                        name={row.course.title}
                        kind="certificate"
                        credential={row.credential}
                        // An available certificate has ended: its date is when it was earned.
                        earnedAt={row.endedAt ?? row.startedAt}
                        code={row.certificationRef}
                        organisation={organisation}
                      />
                    )}
                  </>
                ) : (
                  t('certificates.notYet')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
