import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useHeldMediaUrl } from '../../lib/media-url';
import { useSoundControls } from '../sound/sound-context';
import { Transcript } from '../viewers/transcript';
import { useAppFile } from './use-app-file';
import { togglePlayback } from '../../lib/toggle-playback';

export interface RowAudioProps {
  fileId: string;
  /** `settings.autoplay`: the row's sound is the page's own and starts with it. */
  autoplay: boolean;
  title: string;
}

/**
 * The row's own sound (`settings.audioFileId`, docs/product/data-model.md#row-settings) plays in the
 * footer's sound player (docs/product/screens-and-routes.md#sound-player): with `autoplay` it is the page's main track, started when the page opens;
 * otherwise « Écouter » plays it as the temporary track, over the main one. Where there is no sound
 * player (a back-office preview), the row plays it itself.
 */
export function RowAudio({ fileId, autoplay, title }: RowAudioProps) {
  const sound = useSoundControls();
  const { t } = useTranslation();
  // The sound's words, when its package gives them (WCAG 1.2.1), whichever player plays it.
  const transcript = <Transcript text={useAppFile(fileId).data?.transcript} title={title} />;
  useEffect(() => {
    if (!sound || !autoplay) return undefined;
    sound.setMainTrack({ fileId, title, autoplay: true });
    return () => sound.setMainTrack(null);
  }, [sound, autoplay, fileId, title]);
  if (!sound) {
    return (
      <>
        <InlineRowAudio fileId={fileId} />
        {transcript}
      </>
    );
  }
  if (autoplay) return transcript;
  return (
    <>
      <button type="button" className="button button--secondary row-audio" onClick={() => sound.playTemporary({ fileId, title })}>
        <span aria-hidden="true" className="row-audio__icon row-audio__icon--play" />
        {t('lessonContent.audio.listen')}
      </button>
      {transcript}
    </>
  );
}

/** A play / pause button with its own audio element, for screens without a sound player. */
function InlineRowAudio({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const { src, renew } = useHeldMediaUrl(fileId);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => togglePlayback(audio.current, () => setPlaying(false));
  return (
    <span className="row-audio">
      <button type="button" className="button button--secondary row-audio__button" aria-pressed={playing} onClick={toggle}>
        <span aria-hidden="true" className={`row-audio__icon row-audio__icon--${playing ? 'pause' : 'play'}`} />
        {t('lessonContent.audio.listen')}
      </button>
      {src === undefined ? null : (
        // The words come from the question text shown beside it: no captions to add.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          ref={audio}
          src={src}
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={renew}
        />
      )}
    </span>
  );
}
