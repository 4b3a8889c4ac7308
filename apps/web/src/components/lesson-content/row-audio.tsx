import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeldMediaUrl } from '../../lib/media-url';

/** The row's own audio (settings.audioFileId): a play / pause button, so the learner can hear the question read. */
export function RowAudio({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const { src, renew } = useHeldMediaUrl(fileId);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <span className="row-audio">
      <button type="button" className="button button--secondary row-audio__button" aria-pressed={playing} onClick={toggle}>
        <span aria-hidden="true" className={`row-audio__icon row-audio__icon--${playing ? 'pause' : 'play'}`} />
        {t('lessonContent.audio.listen')}
      </button>
      {src === undefined ? null : (
        // The words come from the question text shown beside it: no captions to add.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={audio} src={src} preload="none" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)} onError={renew} />
      )}
    </span>
  );
}
