import { nextVolume, SOUND_VOLUMES } from '@espace/domain/lessons/sound-volume';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SoundContext, type SoundControls, type SoundTrack } from '../../../components/sound/sound-context';
import { useHeldMediaUrl } from '../../../lib/media-url';
import { togglePlayback } from '../../../lib/toggle-playback';

type MainTrack = SoundTrack & { autoplay: boolean };

/**
 * The footer's sound player (docs/product/screens-and-routes.md#sound-player): the page's main track and a temporary
 * one over it; closing the temporary track, or its end, brings the main track back. The rows
 * reach it through SoundContext (row-audio.tsx); it shows only while there is a track.
 */
export function SoundPlayerProvider({ children, render }: { children: ReactNode; render: (player: ReactNode) => ReactNode }) {
  const [main, setMain] = useState<MainTrack | null>(null);
  const [temporary, setTemporary] = useState<SoundTrack | null>(null);
  const controls = useMemo<SoundControls>(() => ({ setMainTrack: setMain, playTemporary: setTemporary }), []);
  const track = temporary ?? main;
  return (
    <SoundContext.Provider value={controls}>
      {children}
      {render(
        track ? (
          <SoundPlayer
            key={`${temporary ? 'temporary' : 'main'}:${track.fileId}`}
            track={track}
            autoplay={temporary !== null || (main?.autoplay ?? false)}
            isTemporary={temporary !== null}
            onCloseTemporary={() => setTemporary(null)}
          />
        ) : null,
      )}
    </SoundContext.Provider>
  );
}

interface SoundPlayerProps {
  track: SoundTrack;
  autoplay: boolean;
  isTemporary: boolean;
  onCloseTemporary: () => void;
}

function SoundPlayer({ track, autoplay, isTemporary, onCloseTemporary }: SoundPlayerProps) {
  const { t } = useTranslation();
  const { src, renew } = useHeldMediaUrl(track.fileId);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState<number>(SOUND_VOLUMES[1]);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume, src]);
  useEffect(() => {
    // A browser may refuse to play before the learner has touched the page: the button then reads Play.
    if (autoplay && src !== undefined) void audio.current?.play()?.catch(() => setPlaying(false));
  }, [autoplay, src]);
  const toggle = () => togglePlayback(audio.current, () => setPlaying(false));
  return (
    <div className="sound-player" role="group" aria-label={t('lessonPlayer.sound.label', { title: track.title })}>
      {src === undefined ? null : (
        // Course sound tracks come without caption files; their words are in the page text.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          ref={audio}
          src={src}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={isTemporary ? onCloseTemporary : () => setPlaying(false)}
          onError={renew}
        />
      )}
      <button type="button" className="button button--ghost" onClick={toggle} disabled={src === undefined}>
        {playing ? t('lessonPlayer.sound.pause') : t('lessonPlayer.sound.play')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setVolume(nextVolume(volume))}>
        {t('lessonPlayer.sound.volume', { percent: Math.round(volume * 100) })}
      </button>
      {isTemporary ? (
        <button type="button" className="button button--ghost" onClick={onCloseTemporary}>
          {t('lessonPlayer.sound.closeTemporary')}
        </button>
      ) : null}
    </div>
  );
}
