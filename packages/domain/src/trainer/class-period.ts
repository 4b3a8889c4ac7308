import type { DateWindow } from '../opening-window';

/** Where a class stands in time, for "My classes" (current, upcoming, past). */
export const classPeriods = ['current', 'upcoming', 'past'] as const;
export type ClassPeriod = (typeof classPeriods)[number];

export function classPeriod(window: DateWindow, expired: boolean, now: Date): ClassPeriod {
  if (expired || (window.to !== null && now.getTime() > Date.parse(window.to))) return 'past';
  if (window.from !== null && now.getTime() < Date.parse(window.from)) return 'upcoming';
  return 'current';
}
