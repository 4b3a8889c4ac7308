import { useTranslation } from '../../../lib/i18n/use-translation';
import { uploadPercent } from './content-upload-check';

/** The bytes sent so far; once all have gone, the server checks (and imports): no measure of that, an indeterminate bar. */
export function UploadProgress({ progress, received }: { progress: number | null; received: string }) {
  const { t } = useTranslation();
  const sent = progress !== null && progress < 1;
  return (
    <div className="admin-upload__progress">
      <progress aria-label={t('admin.content.upload.sending')} max={100} {...(sent ? { value: uploadPercent(progress) } : {})} />
      <p>{sent ? t('admin.content.upload.sent', { percent: uploadPercent(progress) }) : received}</p>
    </div>
  );
}
