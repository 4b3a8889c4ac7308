import type { JsonObject } from '../xapi/agent-identity';
import { isoDuration } from './scorm-time';
import type { ScormStatus } from './scorm-runtime';
import type { ScormVersion } from './scorm-sco';

/** The verbs of a SCORM session as xAPI records it (ADL's SCORM profile: https://w3id.org/xapi/scorm). */
const SCORM_VERBS = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
} as const;
type ScormVerb = keyof typeof SCORM_VERBS;

const SCORM_PROFILE = 'https://w3id.org/xapi/scorm';
const SCO_TYPE = 'http://adlnet.gov/expapi/activities/lesson';

/** The LMS's own id of a SCO: an IRI on the tenant's origin, stable across learners and attempts. */
export const scoActivityId = (origin: string, blockId: string) => `${origin}/xapi/scorm/sco/${blockId}`;

export interface ScormStatementInput {
  id: string;
  actor: JsonObject;
  /** The lesson's registration: one per enrolment, new after a reset. */
  registration: string;
  activityId: string;
  title: string;
  version: ScormVersion;
  timestamp: string;
}

function statement(input: ScormStatementInput, verb: ScormVerb, result?: JsonObject): JsonObject {
  return {
    id: input.id,
    actor: input.actor,
    verb: { id: SCORM_VERBS[verb], display: { 'en-US': verb } },
    object: { objectType: 'Activity', id: input.activityId, definition: { type: SCO_TYPE, name: { und: input.title } } },
    ...(result === undefined ? {} : { result }),
    context: {
      registration: input.registration,
      contextActivities: { category: [{ objectType: 'Activity', id: SCORM_PROFILE }] },
      extensions: { [`${SCORM_PROFILE}/version`]: input.version },
    },
    timestamp: input.timestamp,
  };
}

function scoreOf(status: ScormStatus): JsonObject | undefined {
  const score = status.score;
  if (score === null) return undefined;
  const out: JsonObject = {};
  if (score.scaled !== null) out.scaled = score.scaled;
  // xAPI wants raw within min and max when all are given; a SCO's may not be.
  if (score.raw !== null && (score.min === null || score.raw >= score.min) && (score.max === null || score.raw <= score.max)) {
    out.raw = score.raw;
    if (score.min !== null && (score.max === null || score.min < score.max)) out.min = score.min;
    if (score.max !== null && (score.min === null || score.min < score.max)) out.max = score.max;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

export const launchedScoStatement = (input: ScormStatementInput) => statement(input, 'launched');
export const initializedScoStatement = (input: ScormStatementInput) => statement(input, 'initialized');

/** The terminated statement, with the session's time as its duration. */
export const terminatedScoStatement = (input: ScormStatementInput, sessionSeconds: number) =>
  statement(input, 'terminated', { duration: isoDuration(sessionSeconds) });

/**
 * What a commit changed, as statements (docs/scorm.md#driving-the-page-and-xapi): `completed` when the SCO becomes
 * complete, then `passed` or `failed` when its success is first known or changes, each with the
 * score. Their outcome drives the page as a tincan activity's statements do (pageOutcome).
 */
export function statusStatements(before: ScormStatus, after: ScormStatus, ids: () => string, input: Omit<ScormStatementInput, 'id'>): JsonObject[] {
  const score = scoreOf(after);
  const out: JsonObject[] = [];
  if (after.completion === 'completed' && before.completion !== 'completed')
    out.push(statement({ ...input, id: ids() }, 'completed', { completion: true, ...(score && after.success === 'unknown' ? { score } : {}) }));
  if (after.success !== 'unknown' && (after.success !== before.success || (score !== undefined && JSON.stringify(scoreOf(before)) !== JSON.stringify(score))))
    out.push(
      statement({ ...input, id: ids() }, after.success, {
        success: after.success === 'passed',
        completion: after.completion === 'completed',
        ...(score ? { score } : {}),
      }),
    );
  return out;
}
