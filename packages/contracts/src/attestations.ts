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

/** A class's Qualiopi evidence pack (docs/privacy.md#qualiopi-evidence-pack): the download's path. */
export const evidencePackParamsSchema = z.strictObject({ classId: guidField });
/** Its tables' language and spreadsheet conventions, and the time zone of their dates, as the roster export's. */
const evidencePackQuerySchema = rosterExportQuerySchema.pick({ locale: true, timeZone: true });
export type EvidencePackQuery = z.infer<typeof evidencePackQuerySchema>;
/** The download: a signed link from POST trainer/classes/{classId}/evidence-pack/link, and the tables' language and time zone (not signed). */
export const evidencePackDownloadQuerySchema = signedLinkQuerySchema.extend(evidencePackQuerySchema.shape);
