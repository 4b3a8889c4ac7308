import { z } from 'zod';

/**
 * Error codes (docs/product/errors.md#catalogue): the product's, plus the few added for HTTP-level
 * failures (NOT_FOUND, UNAUTHORIZED, TOO_MANY_LOGIN_ATTEMPTS, TOO_MANY_REQUESTS, INTERNAL_ERROR, SERVICE_UNAVAILABLE) and
 * the two of the LRS's document concurrency (CONFLICT, PRECONDITION_FAILED: docs/xapi.md), and the two
 * of the admin documents' versions (STALE_VERSION, VERSION_REQUIRED: docs/api.md#document-versions).
 */
export const errorCodes = [
  'UNIQUE_USERNAME',
  'UNIQUE_USERNAME_OR_EMAIL',
  'UNIQUE_INVITATION_CODE',
  'INVALID_LEARNER_IMPORT',
  'INVALID_CONTENT_PACKAGE',
  'INVALID_STATE_TRANSITION',
  'JOB_NOT_FAILED',
  'CREDENTIAL_ALREADY_REVOKED',
  'SCO_OPEN_ELSEWHERE',
  'NO_RECIPIENTS',
  'TOO_MANY_RECIPIENTS',
  'INVALID_SEND_TIME',
  'MESSAGE_ALREADY_SENT',
  'UNDEFINED',
  'TYPE_ERROR',
  'FILE_TOO_LARGE',
  'UPLOAD_QUOTA_EXCEEDED',
  'INVALID_INPUTS',
  'INVALID_INVITATION_CODE',
  'INVALID_PASSWORD',
  'INVALID_CURRENT_PASSWORD',
  'LESSON_PAGE_SKIPPED',
  'LESSON_SKIPPED',
  'CONTENT_CLOSED',
  'CONTENT_IN_USE',
  'PROGRAM_NAME_TAKEN',
  'BAD_REQUEST',
  'RETRY_RESTRICT',
  'MODEL_NOT_FOUND',
  'PATCH_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'Forbidden',
  'LESSON_NOT_OPEN',
  'NO_LESSON_PAGE_AVAILABLE',
  'LESSON_NOT_ENDED',
  'TIMED_LESSON_NOT_STARTED',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'STALE_VERSION',
  'VERSION_REQUIRED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'SIGNED_LINK_INVALID',
  'SIGNED_LINK_EXPIRED',
  'UNSUBSCRIBE_LINK_INVALID',
  'SSO_PROVIDER_ADDRESS_REFUSED',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorIssueSchema = z.object({
  path: z.string().describe('Where the problem is, e.g. "body.password"'),
  message: z.string(),
  code: z.string().optional().describe("A problem code of some issues (a content package's: docs/content-packages.md), which a client translates"),
  values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The facts the problem's text names (a file, a key, a limit)"),
});

export const errorBodySchema = z
  .object({
    code: z.string().describe('An error code (docs/product/errors.md#catalogue)'),
    title: z.string(),
    message: z.string(),
    issues: z.array(errorIssueSchema).optional().describe('Every problem found in the request, by path'),
    data: z.record(z.string(), z.unknown()).optional().describe('Extra facts of a few codes, e.g. NO_LESSON_PAGE_AVAILABLE: the end of the lesson'),
  })
  .describe('Every error answer of the API');
export type ErrorBody = z.infer<typeof errorBodySchema>;
