import { videoEmbedUrl } from '@espace/domain/content/video-links';
import { useTranslation } from '../../lib/i18n/use-translation';
import { frameTitle } from './frame-title';
import './viewers.css';

export interface ExternalVideoProps {
  url: string;
  title?: string | undefined;
}

/** A video of the video-sharing service (docs/product/lessons.md#links): only watch and short links play, in a 16:9 frame at 50% width. */
export function ExternalVideo({ url, title }: ExternalVideoProps) {
  const { t } = useTranslation();
  const embed = videoEmbedUrl(url);
  if (embed === null) {
    return (
      <p className="alert alert--info viewer-message" role="note">
        {t('viewers.video.invalid')}
      </p>
    );
  }
  return (
    <div className="external-video">
      <iframe
        src={embed}
        title={frameTitle(title, t('viewers.video.untitled'), (named) => t('viewers.video.frame', { title: named }))}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
