import { EMAIL_MAX_LENGTH } from '@espace/domain/accounts/profile-rules';
import {
  learnerImportColumns,
  learnerImportOutcomes,
  learnerImportProblemCodes,
  learnerImportSkipReasons,
  MAX_INVITATIONS_PER_REQUEST,
} from '@espace/domain/admin/learner-import';
import { z } from 'zod';
import { booleanQuery, guidField, isoDateTime } from './common';

/** Enrolment by address and CSV import of learners (docs/administration.md#inviting-by-e-mail). */

export const classInvitationsParamsSchema = z.strictObject({ id: guidField.describe('Class id') });

export const classInvitationsBodySchema = z.strictObject({
  emails: z
    .array(z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()))
    .min(1)
    .max(MAX_INVITATIONS_PER_REQUEST)
    .describe(`1 to ${MAX_INVITATIONS_PER_REQUEST} addresses; one given twice counts once`),
  role: z.enum(['STUDENT', 'TEACHER']).describe('Enrolled as a learner (given the lessons of the class) or as a trainer'),
});
export type ClassInvitationsBody = z.infer<typeof classInvitationsBodySchema>;

const enrolmentOutcomeSchema = z
  .enum(learnerImportOutcomes)
  .describe(
    'created: a new account, mailed its link; invitedAgain: an account still without password, mailed a fresh link; enrolled: an existing account, enrolled; alreadyEnrolled: nothing to do; skipped: see reason',
  );

export const classInvitationsSchema = z.object({
  items: z.array(
    z.object({
      email: z.string(),
      outcome: enrolmentOutcomeSchema,
      reason: z.enum(learnerImportSkipReasons).nullable().describe('Why it was skipped (accountDeactivated, conflict); null otherwise'),
    }),
  ),
});
export type ClassInvitations = z.infer<typeof classInvitationsSchema>;

const learnerImportProblemSchema = z.object({
  line: z.number().int().describe('The line in the file, the header being 1'),
  column: z.enum(learnerImportColumns).nullable().describe('null: the whole line'),
  code: z.enum(learnerImportProblemCodes),
});

export const learnerImportCheckSchema = z.object({
  lines: z.number().int().describe('Learner lines read, the header aside'),
  validLines: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(learnerImportProblemSchema).describe('By line then column; the first 1000'),
});
export type LearnerImportCheckBody = z.infer<typeof learnerImportCheckSchema>;

export const learnerImportQuerySchema = z.strictObject({
  validOnly: booleanQuery.optional().describe('true: import the valid lines and skip the others; otherwise any problem refuses the whole file'),
});

export const learnerImportParamsSchema = z.strictObject({ id: guidField.describe('Import id') });

export const learnerImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(['running', 'done', 'failed']).describe('failed: nothing was written'),
  validOnly: z.boolean(),
  total: z.number().int().describe('Lines to write'),
  processed: z.number().int().describe('Lines written so far'),
  counts: z.partialRecord(z.enum(learnerImportOutcomes), z.number().int()).describe('Lines by outcome, once done'),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type LearnerImport = z.infer<typeof learnerImportSchema>;

export const learnerImportReportSchema = z.object({
  items: z.array(
    z.object({
      line: z.number().int(),
      email: z.string(),
      outcome: enrolmentOutcomeSchema,
      reason: z.enum(learnerImportSkipReasons).nullable(),
    }),
  ),
});
export type LearnerImportReport = z.infer<typeof learnerImportReportSchema>;
