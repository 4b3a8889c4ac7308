import type { CertificationRow } from '@espace/contracts/certificates';
import { numberFormat } from '@espace/domain/display/formatters';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDownloadCertificate, useMyCertificates } from '../api/certificates';
import './certificates.css';
import { paths } from '../../../lib/paths';

const fileNameOf = (row: CertificationRow, type: string) => `${type}-${row.course.title}-${row.certificationRef}.pdf`.replace(/[\\/:*?"<>|]+/g, '-');

function DownloadButton({ row, type }: { row: CertificationRow; type: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = useDownloadCertificate();
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        aria-busy={download.isPending}
        onClick={() => download.mutate({ lessonId: row.lessonId, fileName: fileNameOf(row, type) })}
        aria-label={t(`certificates.download.${type}`, { course: row.course.title })}
      >
        {t('certificates.download.short')}
      </button>
      {download.isError && (
        <span role="alert" className="certificates__error">
          {errorText(download.error).title}
        </span>
      )}
    </>
  );
}

const columns = ['course', 'class', 'program', 'score', 'progression', 'code', 'document'] as const;

/** The validations tab (docs/product/screens-and-routes.md#certificates): every certifying lesson, downloadable once ended. */
export function CertificatesPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const certificates = useMyCertificates();
  const percent = numberFormat(i18n.language, { style: 'percent' });
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
              <td data-label={t('certificates.columns.document')}>{row.available ? <DownloadButton row={row} type={type} /> : t('certificates.notYet')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
