import type { JsonObject } from '../agent-identity';
import { CMI5_ACTIVITY_TYPES, CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, type LaunchMode, type MoveOn } from './cmi5-vocabulary';

/** An AU as the course structure gave it (docs/xapi.md, cmi5). */
export interface Cmi5AuFacts {
  /** The AU's id in the course structure: its publisher id. */
  auId: string;
  moveOn: MoveOn;
  masteryScore: number | null;
  launchParameters: string | null;
  entitlementKey: string | null;
  launchMethod: 'AnyWindow' | 'OwnWindow';
}

/**
 * The LMS's own ids of the course, its blocks and its AUs (cmi5 8.1 activityId, 9.3.9): IRIs on the
 * tenant's origin, stable across registrations, never the publisher's ids.
 */
export const cmi5Ids = {
  au: (origin: string, blockId: string) => `${origin}/xapi/cmi5/au/${blockId}`,
  block: (origin: string, nodeId: string) => `${origin}/xapi/cmi5/block/${nodeId}`,
  course: (origin: string, courseId: string) => `${origin}/xapi/cmi5/course/${courseId}`,
};

/** The context every statement of the session starts from: the session id and the publisher id (cmi5 10.0). */
function contextTemplate(publisherId: string, sessionId: string): JsonObject {
  return { contextActivities: { grouping: [{ objectType: 'Activity', id: publisherId }] }, extensions: { [CMI5_EXTENSIONS.sessionId]: sessionId } };
}

/** The LMS.LaunchData state document written before the AU is launched (cmi5 10.0). */
export function launchData(au: Cmi5AuFacts, input: { sessionId: string; launchMode: LaunchMode; returnURL: string }): JsonObject {
  return {
    contextTemplate: contextTemplate(au.auId, input.sessionId),
    launchMode: input.launchMode,
    launchMethod: au.launchMethod,
    moveOn: au.moveOn,
    returnURL: input.returnURL,
    ...(au.masteryScore === null ? {} : { masteryScore: au.masteryScore }),
    ...(au.launchParameters === null ? {} : { launchParameters: au.launchParameters }),
    ...(au.entitlementKey === null ? {} : { entitlementKey: { courseStructure: au.entitlementKey } }),
  };
}

interface LmsStatementInput {
  id: string;
  actor: JsonObject;
  registration: string;
  sessionId: string;
  publisherId: string;
  timestamp: string;
}

function lmsContext(input: LmsStatementInput, extensions: JsonObject = {}): JsonObject {
  const template = contextTemplate(input.publisherId, input.sessionId);
  return {
    ...template,
    registration: input.registration,
    contextActivities: { ...(template.contextActivities as JsonObject), category: [{ objectType: 'Activity', id: CMI5_CATEGORY }] },
    extensions: { ...(template.extensions as JsonObject), ...extensions },
  };
}

/** The launched statement the LMS records before launching an AU (cmi5 9.3.1, 9.6.3). */
export function launchedStatement(input: LmsStatementInput & { au: Cmi5AuFacts; auActivityId: string; launchMode: LaunchMode; launchUrl: string }): JsonObject {
  return {
    id: input.id,
    actor: input.actor,
    verb: { id: CMI5_VERBS.launched, display: { 'en-US': 'launched' } },
    object: { objectType: 'Activity', id: input.auActivityId },
    context: lmsContext(input, {
      [CMI5_EXTENSIONS.launchMode]: input.launchMode,
      [CMI5_EXTENSIONS.launchUrl]: input.launchUrl,
      [CMI5_EXTENSIONS.moveOn]: input.au.moveOn,
      ...(input.au.masteryScore === null ? {} : { [CMI5_EXTENSIONS.masteryScore]: input.au.masteryScore }),
      ...(input.au.launchParameters === null ? {} : { [CMI5_EXTENSIONS.launchParameters]: input.au.launchParameters }),
    }),
    timestamp: input.timestamp,
  };
}

/** An ISO 8601 duration to the hundredth of a second, as xAPI compares durations: `PT75.5S`. */
function secondsDuration(ms: number): string {
  return `PT${Math.floor(Math.max(0, ms) / 10) / 100}S`;
}

/**
 * The abandoned statement the LMS records for an AU session that ended without terminated (cmi5
 * 9.3.6), about the AU, in that session, with its duration (9.5.4.2).
 */
export function abandonedStatement(input: LmsStatementInput & { auActivityId: string; durationMs: number }): JsonObject {
  return {
    id: input.id,
    actor: input.actor,
    verb: { id: CMI5_VERBS.abandoned, display: { 'en-US': 'abandoned' } },
    object: { objectType: 'Activity', id: input.auActivityId },
    result: { duration: secondsDuration(input.durationMs) },
    context: lmsContext(input),
    timestamp: input.timestamp,
  };
}

/** The satisfied statement of a block or the course whose AUs all met their moveOn (cmi5 9.3.9). */
export function satisfiedStatement(input: LmsStatementInput & { target: { id: string; kind: 'block' | 'course' } }): JsonObject {
  return {
    id: input.id,
    actor: input.actor,
    verb: { id: CMI5_VERBS.satisfied, display: { 'en-US': 'satisfied' } },
    object: { objectType: 'Activity', id: input.target.id, definition: { type: CMI5_ACTIVITY_TYPES[input.target.kind] } },
    context: lmsContext(input),
    timestamp: input.timestamp,
  };
}
