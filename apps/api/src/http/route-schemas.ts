import { errorBodySchema } from '@espace/contracts/errors';
import { z } from 'zod';

/** Error answers listed in the OpenAPI document of a route. */
export const errorResponses = {
  badRequest: { 400: errorBodySchema },
  unauthorized: { 401: errorBodySchema },
  notFound: { 404: errorBodySchema },
  tooManyAttempts: { 429: errorBodySchema },
  /** SERVICE_UNAVAILABLE with Retry-After: more password checks wait than the server takes on. */
  busy: { 503: errorBodySchema },
  /** A write of a versioned document (docs/api.md#document-versions): STALE_VERSION, VERSION_REQUIRED. */
  versioned: { 412: errorBodySchema, 428: errorBodySchema },
};

/** The header of a write of a versioned document; loose, so the request's other headers stay as they came. */
export const versionHeaders = z.looseObject({
  'if-match': z
    .string()
    .max(200)
    .optional()
    .describe('The ETag of the version the change starts from (required: 428 without it, 412 when another version is stored)'),
});
