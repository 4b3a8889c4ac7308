import { z } from 'zod';

/** The kinds of background work the queue runs (docs/architecture.md#background-jobs). */
export const jobKinds = [
  'mail',
  'learner-import',
  'due-date-notices',
  'reminders',
  'class-message',
  'mail-digests',
  'account-retention',
  'evidence-pack',
] as const;
export type JobKind = (typeof jobKinds)[number];

/**
 * Where a job stands: waiting for a worker, running, waiting again after a failed attempt
 * (retrying), done, failed for good (every attempt spent), or cancelled.
 */
export const jobStates = ['waiting', 'running', 'retrying', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];

export const adminJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(jobKinds),
  state: z.enum(jobStates),
  label: z.string().describe("What the job works on, in a word: a mail's recipient, an import's file"),
  attempts: z.number().int().min(0).describe('Attempts started so far (the running one included)'),
  maxAttempts: z.number().int().min(1),
  error: z.string().nullable().describe('Why the last attempt failed; null when none did'),
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().nullable().describe('When a waiting or retrying job runs at the earliest'),
  finishedAt: z.iso.datetime().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /api/admin/jobs: the tenant's most recent jobs, newest first, and how many stand in each state. */
export const adminJobsSchema = z.object({
  items: z.array(adminJobSchema),
  counts: z.record(z.enum(jobStates), z.number().int().min(0)),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;

export const adminJobParamsSchema = z.object({ id: z.uuid() });
