import type { AppFile } from '@espace/contracts/files';
import { formatFileSize, truncateFileName } from '@espace/domain/display/file-size';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useMediaUrl } from '../../lib/media-url';
import { FileTypeIcon } from './file-type-icon';

/** The many-documents layout (docs/product/constants.md#files-and-uploads): above 4 files the previews give way to a compact list. */
const MANY_DOCUMENTS = 4;

export interface FilePreviewsProps {
  label: string;
  /** One entry per file; undefined while its metadata loads. */
  files: readonly (AppFile | undefined)[];
}

function Thumbnail({ fileId }: { fileId: string }) {
  const url = useMediaUrl(fileId);
  return url === undefined ? <span className="file-preview__thumb" aria-hidden="true" /> : <img className="file-preview__thumb" src={url} alt="" />;
}

/** The files about to be sent: a thumbnail for images, an icon for the rest, with name and size. */
export function FilePreviews({ label, files }: FilePreviewsProps) {
  const { i18n } = useTranslation();
  const many = files.length > MANY_DOCUMENTS;
  return (
    <ul className={`file-previews${many ? ' file-previews--many' : ''}`} aria-label={label}>
      {files.map((file, index) =>
        file === undefined ? (
          <li key={`pending-${index}`} className="file-preview" aria-busy="true" />
        ) : (
          <li key={file.id} className="file-preview">
            {!many &&
              (file.fileType === 'image' ? (
                <Thumbnail fileId={file.id} />
              ) : (
                <span className="file-preview__icon">
                  <FileTypeIcon type={file.fileType} />
                </span>
              ))}
            <span title={file.name}>{truncateFileName(file.name)}</span>
            <span className="file-preview__size">{formatFileSize(file.size, i18n.language)}</span>
          </li>
        ),
      )}
    </ul>
  );
}
