import { numberFormat } from './formatters';

/**
 * Durations print as hours, minutes, seconds (docs/product/scoring-and-badges.md#statistics): '1 h 5 min 3 s',
 * leaving out the empty leading and trailing parts ('2 h', '45 s'); '0 s' for nothing.
 */
export function formatDuration(seconds: number, locale: string): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const number = numberFormat(locale, { maximumFractionDigits: 0 });
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'h'],
    [Math.floor((total % 3600) / 60), 'min'],
    [total % 60, 's'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first === -1) return `0\u00a0s`;
  const last = parts.length - 1 - [...parts].reverse().findIndex(([value]) => value > 0);
  return parts
    .slice(first, last + 1)
    .map(([value, unit]) => `${number.format(value)}\u00a0${unit}`)
    .join(' ');
}
