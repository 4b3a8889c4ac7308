import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import type { JobData } from '../jobs/job-queue';
import { followedClass, trainerOf } from '../trainer/trainer-access';
import { deliverScheduledClassMessage } from './deliver-class-message';

/** A scheduled class message: delivered at its time, once (its job's key is its id). */
export interface ClassMessageJob extends JobData {
  classMessageId: string;
}

/**
 * The delivery of scheduled class messages (docs/trainers.md#messages): each is a job queued with
 * its time (`startAfter`), which waits in the database across restarts and is taken by one
 * process. A run again after a failure delivers nothing twice (the message's state, under its
 * row's lock, and each notification's key).
 */
export const classMessageJobs = fp(
  async (app) => {
    await app.jobs.define<ClassMessageJob>('class-message', {
      retryLimit: 5,
      expireInSeconds: 5 * 60,
      concurrency: 2,
      label: (job) => job.classMessageId,
      keep: (job) => job,
      run: async (job) => {
        await deliverScheduledClassMessage({
          database: app.database,
          tenantId: job.contextId,
          classMessageId: job.classMessageId,
          classMessages: app.classMessagesRepository,
          threads: app.threadsRepository,
          users: app.usersRepository,
          authorFollows: async (authorId, classId) => {
            try {
              await followedClass(await trainerOf(app.usersRepository, job.contextId, authorId), app.trainerRepository, classId);
              return true;
            } catch (error) {
              // Refused (403) or not followed (404): no longer theirs to message; anything else fails the attempt.
              if (error instanceof AppError) return false;
              throw error;
            }
          },
          now: new Date(),
        });
      },
    });
  },
  { name: 'class-message-jobs', dependencies: ['jobs', 'messages-repositories', 'trainer-repositories', 'users-repositories'] },
);
