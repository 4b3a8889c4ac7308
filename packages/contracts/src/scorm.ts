import { scormVersions } from '@espace/domain/scorm/scorm-sco';
import { z } from 'zod';

/** A SCO's data model as the runtime commits it: nested objects of strings, at most 1 MiB of JSON (the route's body limit). */
const cmiSchema = z.record(z.string().max(255), z.unknown());

export const scormLaunchParamsSchema = z.strictObject({ id: z.uuid(), pageId: z.uuid() });
export const scormLaunchBodySchema = z.strictObject({
  takeOver: z.boolean().default(false).describe('Open the SCO here even if it is open in another tab or on another device, which then stops recording'),
});

/**
 * A SCO's launch (docs/scorm.md#launch): the session's token, which the player gives the SCO's
 * frame by its name (never in a URL), and the edition of the API the SCO looks for.
 */
export const scormLaunchSchema = z.object({
  version: z.enum(scormVersions),
  sessionId: z.uuid(),
  session: z.string().describe("The session's token: the SCO's runtime sends it in the body of each call"),
});
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

const session = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a session token');

/**
 * A call of the SCO's runtime (docs/scorm.md#runtime), in a `text/plain` body so that the sandboxed
 * SCO's requests need no preflight and its last commit can go as a beacon.
 */
export const scormRuntimeCallSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('initialize'), session }),
  z.strictObject({
    action: z.literal('commit'),
    session,
    sequence: z.int().min(1).max(2_000_000_000).describe('Orders commits: one not later than the stored one changes nothing'),
    terminate: z.boolean(),
    cmi: cmiSchema,
  }),
  z.strictObject({ action: z.literal('keep-alive'), session }),
]);
export type ScormRuntimeCall = z.infer<typeof scormRuntimeCallSchema>;

/** scorm-again's answer format: `result` is what Commit returns to the SCO; 391 (commit failed) when the session is not the open one. */
export const scormRuntimeAnswerSchema = z.object({
  result: z.boolean(),
  errorCode: z.int(),
  /** Initialize: the data model the SCO starts with, and the last stored sequence. */
  cmi: cmiSchema.optional(),
  sequence: z.int().optional(),
  /** The session was taken over: the SCO is open elsewhere now. */
  elsewhere: z.boolean().optional(),
});
export type ScormRuntimeAnswer = z.infer<typeof scormRuntimeAnswerSchema>;
