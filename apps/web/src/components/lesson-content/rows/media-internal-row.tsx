import type { AppFile } from '@espace/contracts/files';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useHeldMediaUrl, useMediaUrl } from '../../../lib/media-url';
import { AudioPlayer } from '../../viewers/audio-player';
import { PdfViewer } from '../../viewers/pdf-viewer';
import { Transcript } from '../../viewers/transcript';
import { useCaptionsUrl } from '../../viewers/use-captions-url';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';
import { useAppFile } from '../use-app-file';

type Row = RowOf<'media-internal'>;

/**
 * The image's text alternative (docs/accessibility.md): its package's `alt`, else the row's
 * description when it is not shown beside it; never the file's name. Without either it is '',
 * and the importer said so.
 */
const altOf = (file: AppFile, row: Row) => file.alt ?? (row.settings?.hideDescription ? row.description : undefined) ?? '';

function RowImage({ file, row }: { file: AppFile; row: Row }) {
  const url = useMediaUrl(file.id);
  // No <img> until its signed link is there: an empty src would be a broken image.
  return url === undefined ? null : <img className="media-row__image" src={url} alt={altOf(file, row)} style={{ maxWidth: row.settings?.defaultWidth }} />;
}

/** A video of the library, with its captions when its package gave some (WCAG 1.2.2). */
function RowVideo({
  file,
  src,
  title,
  settings,
  onError,
}: {
  file: AppFile;
  src: string;
  title: string;
  settings: NonNullable<Row['settings']>;
  onError: () => void;
}) {
  const { t } = useTranslation();
  const captions = useCaptionsUrl(file.id, file.hasCaptions);
  const autoplay = settings.autoplay ?? false;
  return (
    // Captions come from the file's package when it has them; without, the transcript (below) carries the words.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className="media-row__video"
      src={src}
      controls
      autoPlay={autoplay}
      muted={autoplay}
      title={title}
      style={{ width: settings.defaultWidth, height: settings.defaultHeight }}
      onError={onError}
    >
      {captions === undefined ? null : <track kind="captions" src={captions} label={t('viewers.video.captions')} default />}
    </video>
  );
}

/** Audio, video and PDF keep the link they started with, so a fresher link never restarts them. */
function RowPlayer({ file, row }: { file: AppFile; row: Row }) {
  const { src, renew } = useHeldMediaUrl(file.id);
  const settings = row.settings ?? {};
  const autoplay = settings.autoplay ?? false;
  const title = row.title ?? file.name;
  if (src === undefined) return null;
  switch (file.fileType) {
    case 'audio':
      return (
        <>
          <AudioPlayer key={src} src={src} title={title} autoPlay={autoplay} onError={renew} />
          <Transcript text={file.transcript} title={title} />
        </>
      );
    case 'video':
      return (
        <>
          <RowVideo file={file} src={src} title={title} settings={settings} onError={renew} />
          <Transcript text={file.transcript} title={title} />
        </>
      );
    default:
      return <PdfViewer src={src} title={title} />;
  }
}

function BuiltInViewer({ file, row }: { file: AppFile; row: Row }) {
  switch (file.fileType) {
    case 'image':
      return <RowImage file={file} row={row} />;
    case 'audio':
    case 'video':
    case 'pdf':
      return <RowPlayer file={file} row={row} />;
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
    <RowFrame row={row} ratio={ratio}>
      {() => (
        <figure className="media-row">
          {file.isPending ? <p role="status">{t('lessonContent.media.loading')}</p> : null}
          {file.isError ? <p role="alert">{t('lessonContent.media.error')}</p> : null}
          {file.data ? (custom ?? <BuiltInViewer file={file.data} row={row} />) : null}
          {row.description && !row.settings?.hideDescription ? <figcaption className="media-row__description">{row.description}</figcaption> : null}
        </figure>
      )}
    </RowFrame>
  );
}
