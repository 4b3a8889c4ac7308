/** What a chart's value axis counts: whole things, seconds, or a share from 0 to 1. */
export type AxisKind = 'count' | 'duration' | 'ratio';

/** At most this many steps above zero: the axis stays readable on a phone-wide chart. */
const MAX_STEPS = 4;

// Round steps a reader takes in at a glance: 1, 2, 5 × 10ⁿ for counts; whole seconds, minutes and hours for durations.
const DURATION_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 18_000, 36_000, 86_400];

function countStep(max: number): number {
  for (let power = 1; ; power *= 10) {
    for (const factor of [1, 2, 5]) if (Math.ceil(max / (factor * power)) <= MAX_STEPS) return factor * power;
  }
}

function durationStep(max: number): number {
  return DURATION_STEPS.find((step) => Math.ceil(max / step) <= MAX_STEPS) ?? Math.ceil(max / MAX_STEPS / 86_400) * 86_400;
}

/**
 * The value axis of a bar chart (docs/product/scoring-and-badges.md#statistics): ticks from 0 to the
 * first round value at or above `max`, so counts never show 0.5 pages and durations read « 30 min »,
 * not « 31 min 1 s ». The last tick is the chart's top. Nothing to draw still gives an axis.
 */
export function axisTicks(max: number, kind: AxisKind): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  if (kind === 'ratio') return [0, 0.5, 1];
  const step = kind === 'count' ? countStep(Math.max(top, 1)) : durationStep(Math.max(top, 60));
  const steps = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}
