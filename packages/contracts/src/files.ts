import { z } from 'zod';

export const fileTypeSchema = z.enum(['image', 'pdf', 'audio', 'video', 'activity']);

/** SPEC §3 AppFile: a stored file's metadata (the bytes come from …/download). */
export const appFileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The MIME type. */
    type: z.string(),
    fileType: fileTypeSchema,
    size: z.number().int(),
    libraryId: z.string().nullable(),
    ownerId: z.string().nullable(),
  })
  .describe('A file of the tenant (SPEC §3 AppFile)');
export type AppFile = z.infer<typeof appFileSchema>;

export const appFileInfosSchema = appFileSchema
  .extend({
    /** A `<video controls>` element playing the file, for videos; null otherwise. */
    htmlPlayer: z.string().nullable(),
  })
  .describe('A file with what a player needs (SPEC §7 GET files/{id}/infos)');
export type AppFileInfos = z.infer<typeof appFileInfosSchema>;

export const fileParamsSchema = z.strictObject({ id: z.string().max(64) });
