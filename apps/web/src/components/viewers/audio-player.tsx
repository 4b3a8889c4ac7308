import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatClock } from './format-clock';
import './viewers.css';
import { togglePlayback } from '../../lib/toggle-playback';

export interface AudioPlayerProps {
  src: string;
  title: string;
  autoPlay?: boolean;
  /** Also told when the file cannot be played (a signed link that expired is asked again). */
  onError?: () => void;
}

/**
 * An audio file with its own controls: a play/pause button, a position
 * slider and a volume slider, each named for screen readers (the native
 * controls name nothing after the file).
 */
export function AudioPlayer({ src, title, autoPlay = false, onError }: AudioPlayerProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [failed, setFailed] = useState(false);

  const toggle = () => togglePlayback(audio.current, () => setPlaying(false));
  const clock = t('viewers.audio.time', { current: formatClock(time), total: formatClock(duration) });

  return (
    <div className="audio-player" role="group" aria-label={t('viewers.audio.player', { title })}>
      {/* Audio files have no caption track: their transcript, beside the player, carries the text (docs/product/data-model.md#files-and-libraries). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        autoPlay={autoPlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : 0)}
        onError={() => {
          setFailed(true);
          onError?.();
        }}
      />
      <button
        type="button"
        className="button button--secondary audio-player__toggle"
        aria-label={t(playing ? 'viewers.audio.pause' : 'viewers.audio.play', { title })}
        onClick={toggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <input
        type="range"
        className="audio-player__position"
        aria-label={t('viewers.audio.position', { title })}
        aria-valuetext={clock}
        min={0}
        max={Math.max(duration, 0)}
        step={1}
        value={Math.min(time, duration)}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (audio.current) audio.current.currentTime = next;
          setTime(next);
        }}
      />
      <span className="audio-player__time" aria-hidden="true">
        {clock}
      </span>
      <input
        type="range"
        className="audio-player__volume"
        aria-label={t('viewers.audio.volume')}
        aria-valuetext={`${Math.round(volume * 100)} %`}
        min={0}
        max={1}
        step={0.05}
        value={volume}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (audio.current) audio.current.volume = next;
          setVolume(next);
        }}
      />
      {failed && (
        <p className="alert alert--error viewer-message" role="alert">
          {t('viewers.audio.error')}
        </p>
      )}
    </div>
  );
}
