import { z } from 'zod';
import { guidField, isoDateTime } from './common';
import { signedLinkQuerySchema } from './files';
import { rosterExportQuerySchema } from './trainer';

/** Attestations de fin de formation (docs/privacy.md#attestation-de-fin-de-formation). */

const myAttestationSchema = z.object({
  class: z.object({ id: z.string(), name: z.string(), startAt: isoDateTime.nullable(), expireAt: isoDateTime.nullable() }),
  available: z.boolean().describe('The class has ended: its attestation may be downloaded'),
});

export const myAttestationsSchema = z
  .object({ items: z.array(myAttestationSchema).describe('The classes I learn in, newest start first') })
  .describe('My attestations de fin de formation, one per class, available once the class has ended');
export type MyAttestations = z.infer<typeof myAttestationsSchema>;

export const myAttestationParamsSchema = z.strictObject({ classId: guidField });
/** The attestation of one learner in one class: the download's path. */
export const attestationParamsSchema = z.strictObject({ classId: guidField, userId: guidField });
/** A signed link from POST users/me/attestations/{classId}/link or the trainer's; never a session token. */
export const attestationQuerySchema = signedLinkQuerySchema;

/**
 * A class's Qualiopi evidence pack (docs/privacy.md#qualiopi-evidence-pack), prepared in the
 * background by the job queue for whoever asked, kept a while, then downloaded with a signed link.
 */
export const evidencePackClassParamsSchema = z.strictObject({ classId: guidField });
/** Its tables' language and spreadsheet conventions, and the time zone of their dates, as the roster export's. */
export const evidencePackRequestSchema = z.strictObject(rosterExportQuerySchema.pick({ locale: true, timeZone: true }).shape);
export type EvidencePackRequest = z.infer<typeof evidencePackRequestSchema>;

const evidencePackStates = ['preparing', 'ready', 'failed'] as const;
export type EvidencePackState = (typeof evidencePackStates)[number];

export const evidencePackSchema = z
  .object({
    id: guidField,
    classId: guidField,
    state: z.enum(evidencePackStates).describe('Being made by the job queue, ready to download, or failed (ask again)'),
    learners: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('The learners it holds (the roster as the job found it); null until the job has listed them, a second or so after the ask'),
    requestedAt: isoDateTime,
    readyAt: isoDateTime.nullable(),
    expiresAt: isoDateTime.nullable().describe('Once ready: when it is deleted (a new pack may be asked for at any time)'),
    fileName: z.string().nullable(),
    size: z.number().int().min(0).nullable().describe('Bytes of the zip, once ready'),
  })
  .describe('A Qualiopi evidence pack asked for by the current user');
export type EvidencePack = z.infer<typeof evidencePackSchema>;

/** GET trainer/classes/{classId}/evidence-packs/latest: the current user's last pack of the class while it is kept, else null. */
export const latestEvidencePackSchema = z.object({ pack: evidencePackSchema.nullable() });
export type LatestEvidencePack = z.infer<typeof latestEvidencePackSchema>;

/** A pack: the link's and the download's path. */
export const evidencePackParamsSchema = z.strictObject({ packId: guidField });
/** The download: a signed link from POST trainer/evidence-packs/{packId}/link; never a session token. */
export const evidencePackDownloadQuerySchema = signedLinkQuerySchema;
