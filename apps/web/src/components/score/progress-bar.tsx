import { progressColour } from '@espace/domain/lessons/progress';
import './score.css';

/** A labelled progressbar coloured by its progress colour (danger, primary, success: docs/product/scoring-and-badges.md#progress-colour). */
export function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div
      className={`progress progress--${progressColour(fraction)}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
    >
      <span className="progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
