/**
 * The days an admin types in date fields (a class's window, a code's expiry, the audit log's
 * range), in their own time zone. A window opens at the start of its first day and closes at the
 * end of its last (23:59:59.999), so "until 30 June" includes 30 June.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The day of an instant as a date input shows it (YYYY-MM-DD, local time); '' for none. */
export function dayOf(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const [year, month, day_] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day_);
  // 2027-13-01 or 2027-02-30 would roll over into another day: not a day at all.
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day_ ? date : null;
}

/** The instant a window typed as `day` opens; null for an empty or malformed day. */
export function openingOf(day: string): string | null {
  return localDay(day)?.toISOString() ?? null;
}

/** The instant a window typed as `day` closes: the last moment of that day; null for an empty or malformed day. */
export function closingOf(day: string): string | null {
  const date = localDay(day);
  if (date === null) return null;
  date.setHours(23, 59, 59, 999);
  return date.toISOString();
}

/** The last day is before the first (both typed): the one rule the form checks before the server. */
export function endsBeforeStart(firstDay: string, lastDay: string): boolean {
  const from = openingOf(firstDay);
  const to = closingOf(lastDay);
  return from !== null && to !== null && Date.parse(to) <= Date.parse(from);
}
