/** A class schedules a refresh 200 ms after its start time arrives (docs/product/screens-and-routes.md#home). */
const startRefreshDelayMs = 200;

/** setTimeout cannot wait longer than 2^31 - 1 ms; a start further away is caught by the 20 s polls anyway. */
const longestTimer = 2 ** 31 - 1;

/** Milliseconds until the next refresh owed to a class start, or null when no class starts later. */
export function nextStartRefresh(startTimes: readonly (string | null)[], now: number): number | null {
  const delays = startTimes
    .map((start) => (start === null ? Number.NaN : Date.parse(start) - now))
    .filter((delay) => delay > 0)
    .map((delay) => delay + startRefreshDelayMs)
    .filter((delay) => delay <= longestTimer);
  return delays.length === 0 ? null : Math.min(...delays);
}
