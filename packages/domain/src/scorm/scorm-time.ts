/**
 * SCORM's two ways of writing a duration (docs/scorm.md#time): 1.2's CMITimespan `HHHH:MM:SS.SS`
 * and 2004's ISO 8601 `P[nY][nM][nD][T[nH][nM][n.nS]]` (a year as 365 days, a month as 30).
 */

const TIMESPAN_12 = /^(\d{2,4}):([0-5]\d):([0-5]\d)(\.\d{1,2})?$/;
const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const UNIT_SECONDS = [365 * 86_400, 30 * 86_400, 86_400, 3600, 60, 1];

/** Seconds in a duration written either way; null for anything else (an empty value included). */
export function durationSeconds(text: string): number | null {
  const timespan = TIMESPAN_12.exec(text);
  if (timespan) return Number(timespan[1]) * 3600 + Number(timespan[2]) * 60 + Number(timespan[3]) + Number(timespan[4] ?? 0);
  const iso = ISO_DURATION.exec(text);
  if (!iso || text === 'P' || text.endsWith('T')) return null;
  return iso.slice(1).reduce((total, part, index) => total + (part === undefined ? 0 : Number(part) * (UNIT_SECONDS[index] ?? 0)), 0);
}

const two = (value: number) => String(value).padStart(2, '0');

/** 1.2's CMITimespan, to the hundredth of a second: `0001:02:03.45`. */
export function timespan12(seconds: number): string {
  const hundredths = Math.round(Math.max(0, seconds) * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  return `${String(Math.floor(whole / 3600)).padStart(4, '0')}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}${fraction === 0 ? '' : `.${two(fraction)}`}`;
}

/** 2004's (and xAPI's) ISO 8601 duration, to the hundredth of a second: `PT1H2M3.45S`. */
export function isoDuration(seconds: number): string {
  const hundredths = Math.round(Math.max(0, seconds) * 100);
  const whole = Math.floor(hundredths / 100);
  const rest = (whole % 60) + (hundredths % 100) / 100;
  return `PT${Math.floor(whole / 3600)}H${Math.floor((whole % 3600) / 60)}M${Number(rest.toFixed(2))}S`;
}
