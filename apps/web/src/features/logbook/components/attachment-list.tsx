import type { AppFile } from '@espace/contracts/files';
import { formatFileSize, truncateFileName } from '@espace/domain/display/file-size';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMediaUrl } from '../../../lib/media-url';

/** The file opens through a signed link (the session token never goes in a URL); until it is there, the name alone. */
function AttachmentLink({ file }: { file: AppFile }) {
  const { t } = useTranslation();
  const url = useMediaUrl(file.id);
  if (url === undefined) return <span title={file.name}>{truncateFileName(file.name)}</span>;
  return (
    <a href={url} title={file.name} aria-label={t('logbook.attachments.open', { name: file.name })}>
      {truncateFileName(file.name)}
    </a>
  );
}

/** Attachments with their names cut to 56 characters (the whole name stays in the title) and their sizes. */
export function AttachmentList({ files, onRemove, label }: { files: readonly AppFile[]; onRemove?: (id: string) => void; label: string }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="attachments" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <AttachmentLink file={file} />
          <span className="attachments__size">{formatFileSize(file.size, i18n.language)}</span>
          {onRemove && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onRemove(file.id)}
              aria-label={t('logbook.attachments.remove', { name: file.name })}
            >
              {t('logbook.attachments.removeShort')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
