import type { JsonObject } from '../agent-identity';
import { isPlainObject } from '../xapi-formats';
import { type AuFacts, CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, type LaunchMode, MOVE_ON_CATEGORY } from './cmi5-vocabulary';

/** One AU session as the LMS launched it, and what its statements did so far. */
export interface Cmi5Session {
  auActivityId: string;
  registration: string;
  sessionId: string;
  launchMode: LaunchMode;
  masteryScore: number | null;
  /** Verbs of the cmi5 defined statements of this session, in order (the LMS's abandoned included). */
  sessionVerbs: string[];
  /** Any statement of the session so far (cmi5 allowed ones count for "first" and "last"). */
  statementCount: number;
  /** The AU's cmi5 defined outcomes over the whole registration. */
  achieved: AuFacts;
}

const LMS_ONLY = [CMI5_VERBS.launched, CMI5_VERBS.satisfied, CMI5_VERBS.abandoned, CMI5_VERBS.waived];
const JUDGED = [CMI5_VERBS.completed, CMI5_VERBS.passed, CMI5_VERBS.failed];

const categories = (statement: JsonObject): string[] => {
  const context = isPlainObject(statement.context) ? statement.context : {};
  const lists = isPlainObject(context.contextActivities) ? context.contextActivities : {};
  const list = lists.category;
  return (Array.isArray(list) ? list : list === undefined ? [] : [list]).map((item) => (isPlainObject(item) ? String(item.id) : ''));
};

/** A statement is "cmi5 defined" when its context names the cmi5 category (cmi5 7.1.3). */
const isCmi5Defined = (statement: JsonObject): boolean => categories(statement).includes(CMI5_CATEGORY);

/**
 * Why an AU's statement breaks cmi5's rules (9.3, 9.5, 9.6, 10.0), or null when it may be stored:
 * initialized first and once, nothing after terminated or abandoned, no verb twice in a session, completed and
 * passed once per registration, failed never after passed, scores consistent with masteryScore,
 * the result and context each verb needs, only initialized and terminated outside Normal mode.
 */
export function cmi5Refusal(statement: JsonObject, session: Cmi5Session): string | null {
  const verb = isPlainObject(statement.verb) ? String(statement.verb.id) : '';
  const defined = isCmi5Defined(statement);
  const sessionVerbs = session.sessionVerbs;
  if (sessionVerbs.includes(CMI5_VERBS.terminated)) return 'the AU session is terminated: nothing may follow terminated';
  if (sessionVerbs.includes(CMI5_VERBS.abandoned)) return 'the LMS recorded the AU session abandoned: nothing more of it is recorded';
  if (session.statementCount === 0 && !(defined && verb === CMI5_VERBS.initialized)) return 'the first statement of an AU session must be initialized';
  if (LMS_ONLY.includes(verb as (typeof LMS_ONLY)[number])) return `${verb} is the LMS's verb, not an AU's`;
  const context = isPlainObject(statement.context) ? statement.context : {};
  const extensions = isPlainObject(context.extensions) ? context.extensions : {};
  if (extensions[CMI5_EXTENSIONS.sessionId] !== session.sessionId) return 'context.extensions must carry the session id of the launch (cmi5 9.6.3.1)';
  if (!defined) return null;
  const object = isPlainObject(statement.object) ? statement.object : {};
  if (object.id !== session.auActivityId) return "the object of a cmi5 defined statement must be the AU's activityId";
  if (typeof context.registration !== 'string' || context.registration.toLowerCase() !== session.registration.toLowerCase())
    return 'context.registration must be the registration of the launch';
  if (sessionVerbs.includes(verb)) return `${verb} was already sent in this session`;
  if (session.launchMode !== 'Normal' && verb !== CMI5_VERBS.initialized && verb !== CMI5_VERBS.terminated)
    return `only initialized and terminated may be sent in ${session.launchMode} mode`;
  return judgedRefusal(statement, verb, session);
}

function judgedRefusal(statement: JsonObject, verb: string, session: Cmi5Session): string | null {
  const result = isPlainObject(statement.result) ? statement.result : {};
  const score = isPlainObject(result.score) ? result.score : undefined;
  const facts = session.achieved;
  const judged = JUDGED.includes(verb as (typeof JUDGED)[number]);
  if (score !== undefined && verb !== CMI5_VERBS.passed && verb !== CMI5_VERBS.failed) return 'only passed and failed may carry a score';
  if ((judged || verb === CMI5_VERBS.terminated) && typeof result.duration !== 'string') return `${verb} must carry result.duration`;
  if (judged !== categories(statement).includes(MOVE_ON_CATEGORY))
    return judged ? `${verb} must carry the moveOn category` : 'only completed, passed and failed carry the moveOn category';
  if (!judged) return result.success !== undefined || result.completion !== undefined ? `${verb} must not carry success or completion` : null;
  if (session.sessionVerbs.includes(CMI5_VERBS.passed) || session.sessionVerbs.includes(CMI5_VERBS.failed)) {
    if (verb !== CMI5_VERBS.completed) return 'passed and failed may not both be sent in one session';
  }
  const scaled = typeof score?.scaled === 'number' ? score.scaled : null;
  const mastery = session.masteryScore;
  switch (verb) {
    case CMI5_VERBS.completed:
      if (facts.completed) return 'completed may be sent once per registration';
      return result.completion === true && result.success === undefined ? null : 'completed must carry result.completion true, and no success';
    case CMI5_VERBS.passed:
      if (facts.passed) return 'passed may be sent once per registration';
      if (result.success !== true || result.completion !== undefined) return 'passed must carry result.success true, and no completion';
      return mastery !== null && scaled !== null && scaled < mastery ? `a passed score (${scaled}) must reach the masteryScore (${mastery})` : null;
    default:
      if (facts.passed) return 'failed may not follow passed in a registration';
      if (result.success !== false || result.completion !== undefined) return 'failed must carry result.success false, and no completion';
      return mastery !== null && scaled !== null && scaled >= mastery ? `a failed score (${scaled}) must be below the masteryScore (${mastery})` : null;
  }
}

/** The session after a statement was accepted. */
export function sessionAfter(session: Cmi5Session, statement: JsonObject): Cmi5Session {
  const verb = isPlainObject(statement.verb) ? String(statement.verb.id) : '';
  if (!isCmi5Defined(statement)) return { ...session, statementCount: session.statementCount + 1 };
  const facts = session.achieved;
  return {
    ...session,
    statementCount: session.statementCount + 1,
    sessionVerbs: [...session.sessionVerbs, verb],
    achieved: {
      completed: facts.completed || verb === CMI5_VERBS.completed,
      passed: facts.passed || verb === CMI5_VERBS.passed,
      failed: facts.failed || verb === CMI5_VERBS.failed,
    },
  };
}

/** An earlier AU session of the registration as a new launch finds it: its verbs, when it was launched, when the AU last sent a statement (ms). */
interface EarlierSession {
  verbs: readonly string[];
  launchedAt: number;
  lastStatementAt: number | null;
}

/**
 * Whether an earlier session a new launch ends was abandoned (cmi5 9.3.6): it neither terminated
 * nor was recorded abandoned already. Its duration runs from launched to the AU's last statement
 * (9.5.4.2): the portal knows no better measure of a session the learner left.
 */
export function abandonment(session: EarlierSession): { durationMs: number } | null {
  if (session.verbs.includes(CMI5_VERBS.terminated) || session.verbs.includes(CMI5_VERBS.abandoned)) return null;
  return { durationMs: session.lastStatementAt === null ? 0 : Math.max(0, session.lastStatementAt - session.launchedAt) };
}
