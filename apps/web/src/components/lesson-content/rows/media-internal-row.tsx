import type { AppFile } from '@espace/contracts/files';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from '../../viewers/audio-player';
import { PdfViewer } from '../../viewers/pdf-viewer';
import { RowFrame } from '../row-frame';
import type { MediaContext, RowOf, RowRendererProps } from '../types';
import { useAppFile } from '../use-app-file';

type Row = RowOf<'media-internal'>;

function BuiltInViewer({ file, row, media }: { file: AppFile; row: Row; media: MediaContext }) {
  const url = media.mediaUrl(file.id);
  const settings = row.settings ?? {};
  const autoplay = settings.autoplay ?? false;
  const size = { width: settings.defaultWidth, height: settings.defaultHeight };
  switch (file.fileType) {
    case 'image':
      return <img className="media-row__image" src={url} alt={row.description ?? file.name} style={{ maxWidth: size.width }} />;
    case 'audio':
      return <AudioPlayer src={url} title={row.title ?? file.name} autoPlay={autoplay} />;
    case 'video':
      // Authored videos of the tenant's library come without caption tracks (SPEC §3 AppFile).
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <video className="media-row__video" src={url} controls autoPlay={autoplay} muted={autoplay} title={row.title ?? file.name} style={size} />;
    case 'pdf':
      return <PdfViewer src={url} title={row.title ?? file.name} />;
    default:
      return null;
  }
}

/** A file of the library, shown by its type: image, audio, video or PDF. */
export function MediaInternalRow({ row, ratio, media }: RowRendererProps<Row>) {
  const { t } = useTranslation();
  const file = useAppFile(row.appFileId);
  const custom = file.data && media.renderMedia ? media.renderMedia(file.data) : null;
  return (
    <RowFrame row={row} ratio={ratio} media={media}>
      {() => (
        <figure className="media-row">
          {file.isPending ? <p role="status">{t('lessonContent.media.loading')}</p> : null}
          {file.isError ? <p role="alert">{t('lessonContent.media.error')}</p> : null}
          {file.data ? (custom ?? <BuiltInViewer file={file.data} row={row} media={media} />) : null}
          {row.description && !row.settings?.hideDescription ? <figcaption className="media-row__description">{row.description}</figcaption> : null}
        </figure>
      )}
    </RowFrame>
  );
}
