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

/**
 * Durations said in words, for a sentence or a screen reader: '30 minutes', '18 secondes',
 * '1 hour 30 minutes'; the empty parts left out, '0 seconds' for nothing.
 */
export function spokenDuration(seconds: number, locale: string): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ] as const;
  const said = parts.filter(([value]) => value > 0).map(([value, name]) => unit(value, name));
  return said.length === 0 ? unit(0, 'second') : said.join(' ');
}
