import { z } from 'zod';

/** The SCORM editions a package may be written for: 1.2, or 2004 (2nd to 4th edition, one runtime API). */
export const scormVersions = ['1.2', '2004'] as const;
export type ScormVersion = (typeof scormVersions)[number];

/** What a SCO does when its time allowed runs out (1.2 adlcp:timelimitaction, 2004 cmi.time_limit_action). */
export const scormTimeLimitActions = ['exit,message', 'exit,no message', 'continue,message', 'continue,no message'] as const;

/**
 * The SCORM facts a tincan block keeps when it was imported from a SCORM package's manifest
 * (imsmanifest.xml, docs/scorm.md): what its launch and its runtime data model need. The block's
 * `tincan.url` is the SCO's launch file (its resource's href and the item's parameters).
 */
export const scormScoSchema = z.strictObject({
  version: z.enum(scormVersions),
  /** The item's identifier in the manifest, unique within its package. */
  identifier: z.string().min(1).max(2048),
  /** The score to pass, scaled 0–1 (1.2 adlcp:masteryscore / 100; 2004 the primary objective's minNormalizedMeasure when satisfiedByMeasure). */
  masteryScore: z.number().min(0).max(1).nullable(),
  /** 2004 adlcp:completionThreshold: the progress measure that completes the SCO. */
  completionThreshold: z.number().min(0).max(1).nullable(),
  timeLimitAction: z.enum(scormTimeLimitActions).nullable(),
  /** 1.2 adlcp:maxtimeallowed (HHHH:MM:SS), 2004 the limit of imsss:limitConditions attemptAbsoluteDurationLimit (an ISO 8601 duration), as written. */
  maxTimeAllowed: z.string().min(1).max(64).nullable(),
  /** adlcp:datafromlms / adlcp:dataFromLMS: the SCO's cmi.launch_data. */
  launchData: z.string().max(4096).nullable(),
});
export type ScormSco = z.infer<typeof scormScoSchema>;
