import fp from 'fastify-plugin';
import { publicOrigin } from '../contexts/public-origin';
import { type RetentionPassOutcome, runRetentionPass } from './account-retention';
import { eraseUser } from './erase-user';
import { erasingOf } from './erasure-steps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention pass of one tenant (account-retention.ts), which the daily job runs; the integration tests run it themselves. */
    accountRetention: { run(tenantId: string, now: Date): Promise<RetentionPassOutcome | undefined> };
  }
}

/**
 * Retention (docs/privacy.md#retention): the pass a daily job runs for each tenant
 * (jobs/daily-tenant-jobs.ts), under the tenant's settings as they stand when it runs.
 */
export const retentionJobs = fp<{ publicUrl: URL }>(
  async (app, { publicUrl }) => {
    const run = async (tenantId: string, now: Date) => {
      const tenant = (await app.contextRepository.listTenants()).find((each) => each.id === tenantId);
      if (tenant === undefined) return undefined;
      const erasing = erasingOf(app, tenant);
      return runRetentionPass({
        tenant,
        origin: publicOrigin(tenant.hosts.frontoffice, publicUrl),
        now,
        database: app.database,
        retention: app.retentionRepository,
        sessions: app.sessionsRepository,
        admins: app.adminUsersRepository,
        mailer: app.mailer,
        erase: (userId) => eraseUser({ ...erasing, tenantId, userId, admin: null, cause: 'inactivity', now }),
      });
    };
    app.decorate('accountRetention', { run });
    await app.dailyTenantJobs.define('account-retention', {
      // A pass failed for good leaves its work to the next day's, which finds the same accounts.
      retryLimit: 5,
      expireInSeconds: 60 * 60,
      run: async (job) => {
        await run(job.contextId, new Date());
      },
    });
  },
  { name: 'retention-jobs', dependencies: ['daily-tenant-jobs', 'mail', 'contexts-repositories', 'privacy-repositories'] },
);
