import type { CertificationType } from '@espace/domain/tenant-switches';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDownloadCertificate } from '../api/certificates';

interface CertificateDownloadProps {
  lessonId: string;
  courseTitle: string;
  certificationRef: string;
  type: CertificationType;
}

const fileNameOf = ({ courseTitle, certificationRef, type }: CertificateDownloadProps) =>
  `${type}-${courseTitle}-${certificationRef}.pdf`.replace(/[\\/:*?"<>|]+/g, '-');

/** A certificate's PDF, fetched with the session and saved (the certificates tab, and the results of the lesson that earned it). */
export function CertificateDownload(props: CertificateDownloadProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = useDownloadCertificate();
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        aria-busy={download.isPending}
        onClick={() => download.mutate({ lessonId: props.lessonId, fileName: fileNameOf(props) })}
        aria-label={t(`certificates.download.${props.type}`, { course: props.courseTitle })}
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
