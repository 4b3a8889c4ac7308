import { nextVolume, SOUND_VOLUMES } from '@espace/domain/lessons/sound-volume';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Track {
  url: string;
  title: string;
}

interface SoundControls {
  setMainTrack: (track: Track | null) => void;
  /** Plays a sound over the main track; closing it brings the main track back (SPEC §4 Sound player). */
  playTemporary: (track: Track) => void;
}

const SoundContext = createContext<SoundControls>({ setMainTrack: () => undefined, playTemporary: () => undefined });
export const useSoundPlayer = () => useContext(SoundContext);

/** The footer's sound player: play/pause, three volume steps, a main and a temporary track. */
export function SoundPlayerProvider({ children, render }: { children: ReactNode; render: (player: ReactNode) => ReactNode }) {
  const [main, setMain] = useState<Track | null>(null);
  const [temporary, setTemporary] = useState<Track | null>(null);
  const controls = useMemo<SoundControls>(() => ({ setMainTrack: setMain, playTemporary: setTemporary }), []);
  const track = temporary ?? main;
  return (
    <SoundContext.Provider value={controls}>
      {children}
      {render(track ? <SoundPlayer track={track} isTemporary={temporary !== null} onCloseTemporary={() => setTemporary(null)} /> : null)}
    </SoundContext.Provider>
  );
}

function SoundPlayer({ track, isTemporary, onCloseTemporary }: { track: Track; isTemporary: boolean; onCloseTemporary: () => void }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState<number>(SOUND_VOLUMES[1]);
  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume, track.url]);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <div className="sound-player" role="group" aria-label={t('lessonPlayer.sound.label', { title: track.title })}>
      {/* Course sound tracks come without caption files; their words are in the page text. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audio} src={track.url} autoPlay={isTemporary} onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={isTemporary ? onCloseTemporary : undefined} />
      <button type="button" className="button button--ghost" aria-pressed={playing} onClick={toggle}>
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
