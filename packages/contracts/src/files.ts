import { fileTypes } from '@espace/domain/files/file-types';
import { z } from 'zod';
import { idField } from './common';
import { notifyFilesMessageMax } from './message-limits';

export const fileTypeSchema = z.enum(fileTypes);

/** A stored file's metadata (docs/product/data-model.md#files-and-libraries); the bytes come from …/download. */
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
    alt: z.string().nullable().describe("An image's text alternative ('' for a decorative image; null when its author gave none)"),
    transcript: z.string().nullable().describe('The words of an audio or video file, shown beside its player'),
    hasCaptions: z.boolean().describe('A video with captions: GET files/{id}/captions gives them (WebVTT)'),
  })
  .describe('A file of the tenant (docs/product/data-model.md#files-and-libraries)');
export type AppFile = z.infer<typeof appFileSchema>;

export const appFileInfosSchema = appFileSchema
  .extend({
    /** A `<video controls>` element playing the file, for videos; null otherwise. */
    htmlPlayer: z.string().nullable(),
  })
  .describe('A file with what a player needs, GET files/{id}/infos (docs/product/data-model.md#files-and-libraries)');
export type AppFileInfos = z.infer<typeof appFileInfosSchema>;

export const fileParamsSchema = z.strictObject({ id: z.string().max(64) });

/**
 * A short-lived link to download one file (or one certificate) without the session token
 * (docs/security.md "Signed links"): media elements and download links send no header.
 */
export const signedLinkSchema = z
  .object({
    url: z.string().describe('Relative to the site: /api/files/{id}/download?user=…&expires=…&signature=… (or the certificate PDF)'),
    expiresAt: z.string().describe('ISO 8601 date-time; after it the link answers 401 SIGNED_LINK_EXPIRED: ask for a new one'),
  })
  .describe('A signed download link, bound to one file or certificate, one user and one tenant, valid 10 to 15 minutes');
export type SignedLink = z.infer<typeof signedLinkSchema>;

/** The query of a signed link; a download without it needs a bearer token (never `?access_token=`). */
export const signedLinkQuerySchema = z.object({
  user: z.string().max(64).optional().describe('Signed link: the user it was issued to'),
  expires: z.string().max(16).optional().describe('Signed link: its expiry, in seconds since 1970'),
  signature: z.string().max(128).optional().describe('Signed link: HMAC-SHA256 of the target, user, tenant and expiry'),
});

// ---------------------------------------------------------------- Uploads and documents by mail

export const notifyFilesBodySchema = z
  .strictObject({
    message: z.string().trim().max(notifyFilesMessageMax).optional(),
    fileIds: z.array(idField).min(1).max(20),
  })
  .describe('Mail these files to me as attachments');
export type NotifyFilesBody = z.input<typeof notifyFilesBodySchema>;

/** The supported types of uploads (docs/product/data-model.md#files-and-libraries); activities stay import-only. */
export const uploadMaxBytes = 20 * 1024 * 1024;
