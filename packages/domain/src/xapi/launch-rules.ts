import { agentKey, type JsonObject } from './agent-identity';
import { isPlainObject } from './xapi-formats';

/** The learner and registration a launch's credentials are bound to. */
export interface LaunchBinding {
  /** The IFI key of the learner's agent (agentKey). */
  learner: string;
  registration: string;
}

const registrationOf = (statement: JsonObject): string | null => {
  const context = statement.context;
  return isPlainObject(context) && typeof context.registration === 'string' ? context.registration.toLowerCase() : null;
};

/**
 * A launch writes statements about its own learner, or that name its own registration (a group
 * activity may have another actor); anything else would let an activity write for someone else.
 */
export function launchMayWrite(statement: JsonObject, launch: LaunchBinding): boolean {
  return agentKey(statement.actor) === launch.learner || registrationOf(statement) === launch.registration.toLowerCase();
}

const PAGE_VERBS = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
} as const;

/** What a statement says about its page: it is done, with a scaled score in [0, 1] or none. */
export interface PageOutcome {
  scaled: number | null;
}

/**
 * A tincan page is done when its activity says the learner completed, passed or failed it
 * (docs/xapi.md, "Statements drive the page"). The score is result.score.scaled, else raw within
 * [min, max], clamped to [0, 1]; without a score, a passed or failed result counts 1 or 0.
 */
export function pageOutcome(statement: JsonObject): PageOutcome | null {
  const verb = isPlainObject(statement.verb) ? statement.verb.id : undefined;
  if (verb !== PAGE_VERBS.completed && verb !== PAGE_VERBS.passed && verb !== PAGE_VERBS.failed) return null;
  const result = isPlainObject(statement.result) ? statement.result : {};
  const score = isPlainObject(result.score) ? result.score : {};
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  if (typeof score.scaled === 'number') return { scaled: clamp(score.scaled) };
  if (typeof score.raw === 'number' && typeof score.min === 'number' && typeof score.max === 'number' && score.max > score.min) {
    return { scaled: clamp((score.raw - score.min) / (score.max - score.min)) };
  }
  if (typeof result.success === 'boolean' && verb !== PAGE_VERBS.completed) return { scaled: result.success ? 1 : 0 };
  return { scaled: null };
}
