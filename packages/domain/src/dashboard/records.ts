import type { Points } from './scores';

/** What a record keeps of the learner's scores (records.scores), so later badges have a baseline. */
export interface RecordScores {
  global: Points;
  jobs: Record<string, Points>;
  competencies: Record<string, Points>;
  progressRate: number;
}

const DAY_MS = 86_400_000;

/** The start of the UTC day holding `now`: records older than this are "the last record" deltas compare with. */
export function startOfRecordDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** At most one lazy snapshot a day: one is due when the newest record is from an earlier day (or there is none). */
export function isDailyRecordDue(newestRecordAt: Date | null, now: Date): boolean {
  return newestRecordAt === null || newestRecordAt.getTime() < startOfRecordDay(now).getTime();
}

const isPoints = (value: unknown): value is Points =>
  typeof value === 'object' && value !== null && typeof (value as Points).actual === 'number' && typeof (value as Points).max === 'number';

const pointsRecord = (value: unknown): Record<string, Points> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Points] => isPoints(entry[1]))) : {};

/** Reads a stored snapshot defensively: records written by older code or by hand may lack parts. */
export function readRecordScores(value: unknown): RecordScores {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    global: isPoints(source.global) ? source.global : { actual: 0, max: 0 },
    jobs: pointsRecord(source.jobs),
    competencies: pointsRecord(source.competencies),
    progressRate: typeof source.progressRate === 'number' ? source.progressRate : 0,
  };
}
