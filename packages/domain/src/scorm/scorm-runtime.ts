import type { ScormSco } from './scorm-sco';
import { durationSeconds, isoDuration, timespan12 } from './scorm-time';

/**
 * A SCO's run-time data model as the player's runtime (scorm-again) commits it: the `cmi` object,
 * nested by the data model's dots (`{ core: { lesson_status } }` in 1.2, `{ completion_status }` in
 * 2004), every value a string. The server keeps it whole per learner and SCO (docs/scorm.md).
 */
export type CmiData = { [key: string]: unknown };

const isObject = (value: unknown): value is CmiData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string at a dotted path of the data model ('' when absent). */
export function cmiText(cmi: CmiData, path: string): string {
  let value: unknown = cmi;
  for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

const cmiNumber = (cmi: CmiData, path: string): number | null => {
  const text = cmiText(cmi, path).trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

interface ScormLearner {
  id: string;
  /** « Martin, Léa »: SCORM's learner name is the family name first. */
  name: string;
}

export interface ScormStart {
  learner: ScormLearner;
  /** The page is already done: the SCO opens for review, its data no longer counts (credit, mode). */
  reviewing: boolean;
  /** Seconds of every earlier session, which the SCO reads as total_time. */
  totalSeconds: number;
}

/** What only a session says: the next session starts without it. */
const SESSION_ONLY = { '1.2': ['core.session_time', 'core.exit', 'core.entry'], '2004': ['session_time', 'exit', 'entry', 'adl'] } as const;

function without(cmi: CmiData, paths: readonly string[]): CmiData {
  // The data model is JSON (it came as such, and goes back as such).
  const copy = JSON.parse(JSON.stringify(cmi)) as CmiData;
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let parent: unknown = copy;
    for (const key of keys) parent = isObject(parent) ? parent[key] : undefined;
    if (isObject(parent)) delete parent[last];
  }
  return copy;
}

/**
 * The data model a SCO starts a session with (SCORM 1.2 RTE 3.4, 2004 RTE 4.2): what its earlier
 * sessions stored (location, suspend data, statuses, scores, interactions, objectives), and what
 * the LMS gives: the learner, the entry (ab-initio the first time, resume after a suspended
 * exit), credit and mode, the total time, and the manifest's mastery score, time limit, time
 * limit action and launch data.
 */
export function initialCmi(sco: ScormSco, stored: CmiData | null, start: ScormStart): CmiData {
  const kept = stored === null ? {} : without(stored, SESSION_ONLY[sco.version]);
  const suspended = stored !== null && cmiText(stored, sco.version === '1.2' ? 'core.exit' : 'exit') === 'suspend';
  const entry = stored === null ? 'ab-initio' : suspended ? 'resume' : '';
  const credit = start.reviewing ? 'no-credit' : 'credit';
  const mode = start.reviewing ? 'review' : 'normal';
  const given = <T>(value: T | null, then: (value: T) => CmiData): CmiData => (value === null ? {} : then(value));
  if (sco.version === '1.2') {
    const core = isObject(kept.core) ? kept.core : {};
    return {
      ...kept,
      core: {
        ...core,
        student_id: start.learner.id,
        student_name: start.learner.name,
        entry,
        credit,
        lesson_mode: mode,
        total_time: timespan12(start.totalSeconds),
        ...(cmiText(kept, 'core.lesson_status') === '' ? { lesson_status: 'not attempted' } : {}),
      },
      ...given(sco.launchData, (launch_data) => ({ launch_data })),
      student_data: {
        ...(isObject(kept.student_data) ? kept.student_data : {}),
        ...given(sco.masteryScore, (score) => ({ mastery_score: String(Math.round(score * 10_000) / 100) })),
        ...given(sco.maxTimeAllowed, (max_time_allowed) => ({ max_time_allowed })),
        ...given(sco.timeLimitAction, (time_limit_action) => ({ time_limit_action })),
      },
    };
  }
  return {
    ...kept,
    learner_id: start.learner.id,
    learner_name: start.learner.name,
    entry,
    credit,
    mode,
    total_time: isoDuration(start.totalSeconds),
    ...given(sco.launchData, (launch_data) => ({ launch_data })),
    ...given(sco.masteryScore, (score) => ({ scaled_passing_score: String(score) })),
    ...given(sco.completionThreshold, (threshold) => ({ completion_threshold: String(threshold) })),
    ...given(sco.maxTimeAllowed, (max_time_allowed) => ({ max_time_allowed })),
    ...given(sco.timeLimitAction, (time_limit_action) => ({ time_limit_action })),
  };
}

interface ScormScore {
  /** In [-1, 1] as SCORM writes it; the page's share of points clamps it to [0, 1] (pageOutcome). */
  scaled: number | null;
  raw: number | null;
  min: number | null;
  max: number | null;
}

/** Where a SCO stands, in 2004's words for both editions. */
export interface ScormStatus {
  completion: 'completed' | 'incomplete' | 'not attempted' | 'unknown';
  success: 'passed' | 'failed' | 'unknown';
  score: ScormScore | null;
}

const clampScaled = (value: number) => Math.min(1, Math.max(-1, value));

function score12(cmi: CmiData): ScormScore | null {
  const raw = cmiNumber(cmi, 'core.score.raw');
  if (raw === null) return null;
  const min = cmiNumber(cmi, 'core.score.min');
  const max = cmiNumber(cmi, 'core.score.max');
  // 1.2 writes raw scores out of 100 unless the SCO says otherwise (RTE 3.4.4, cmi.core.score.max).
  const [low, high] = [min ?? 0, max ?? 100];
  return { scaled: high > low ? clampScaled((raw - low) / (high - low)) : null, raw, min, max };
}

function score2004(cmi: CmiData): ScormScore | null {
  const scaled = cmiNumber(cmi, 'score.scaled');
  const raw = cmiNumber(cmi, 'score.raw');
  const min = cmiNumber(cmi, 'score.min');
  const max = cmiNumber(cmi, 'score.max');
  if (scaled === null && raw === null) return null;
  const fromRaw = raw !== null && min !== null && max !== null && max > min ? (raw - min) / (max - min) : null;
  const best = scaled ?? fromRaw;
  return { scaled: best === null ? null : clampScaled(best), raw, min, max };
}

/**
 * Where a SCO stands after a commit, as the LMS must read it: 1.2's lesson_status split into
 * completion and success (a completed SCO with a score and a mastery score passes or fails by it,
 * RTE 3.4.4); in 2004, completion by the completion threshold and success by the scaled passing
 * score whenever the SCO gave what they compare (RTE 4.2.4.1, 4.2.22.1).
 */
export function scormStatus(sco: ScormSco, cmi: CmiData): ScormStatus {
  if (sco.version === '1.2') {
    const status = cmiText(cmi, 'core.lesson_status');
    const score = score12(cmi);
    if (status === 'passed' || status === 'failed') return { completion: 'completed', success: status, score };
    if (status === 'completed') {
      const mastered = sco.masteryScore !== null && score?.scaled != null ? (score.scaled >= sco.masteryScore ? 'passed' : 'failed') : 'unknown';
      return { completion: 'completed', success: mastered, score };
    }
    return { completion: status === 'not attempted' || status === '' ? 'not attempted' : 'incomplete', success: 'unknown', score };
  }
  const score = score2004(cmi);
  const progress = cmiNumber(cmi, 'progress_measure');
  const said = cmiText(cmi, 'completion_status');
  const completion =
    sco.completionThreshold !== null && progress !== null
      ? progress >= sco.completionThreshold
        ? 'completed'
        : 'incomplete'
      : said === 'completed' || said === 'incomplete' || said === 'not attempted'
        ? said
        : 'unknown';
  const successSaid = cmiText(cmi, 'success_status');
  const success =
    sco.masteryScore !== null && score?.scaled != null
      ? score.scaled >= sco.masteryScore
        ? 'passed'
        : 'failed'
      : successSaid === 'passed' || successSaid === 'failed'
        ? successSaid
        : 'unknown';
  return { completion, success, score };
}

/** The session's time as the SCO last reported it, in either edition's form (0 when it said nothing readable). */
export const sessionSeconds = (cmi: CmiData): number => durationSeconds(cmiText(cmi, 'core.session_time') || cmiText(cmi, 'session_time')) ?? 0;
