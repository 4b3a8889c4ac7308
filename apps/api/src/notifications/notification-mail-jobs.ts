import { DIGEST_MINUTE, digestPassOf, instantAt } from '@espace/domain/notifications/mail-delivery';
import fp from 'fastify-plugin';
import type { Tenant } from '../contexts/context-repository';
import { publicOrigin } from '../contexts/public-origin';
import type { MailWriter } from './notification-mail';
import { sendDigests } from './send-digests';
import { sendDueNotificationMails } from './send-notification-mails';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications' mails, run by the timers below; the integration tests run them themselves. */
    notificationMails: {
      /** Mails every tenant's notifications whose own mail is due; answers how many mails it queued. */
      sendDue(now: Date): Promise<number>;
      /** A tenant's digest pass of `day` (YYYY-MM-DD in the portal's zone); answers how many digests it queued. */
      sendDigests(tenantId: string, day: string, now: Date): Promise<number>;
    };
  }
}

interface NotificationMailOptions {
  publicUrl: URL;
  /** How often this process looks for own mails due (NOTIFICATION_MAILS_SECONDS); 0: never. */
  sendEveryMs: number;
}

/**
 * The notifications' mails (docs/architecture.md#background-jobs). Own mails: every process looks,
 * every `sendEveryMs`, for notifications whose mail is due (one statement on a partial index), and
 * mails them; `notify` stored when each may leave, in the event's transaction. Digests: a job per
 * tenant and day, one of the daily passes (jobs/daily-tenant-jobs.ts), that starts at 07:00 (Paris).
 */
export const notificationMailJobs = fp<NotificationMailOptions>(
  async (app, { publicUrl, sendEveryMs }) => {
    const writerOf = (tenant: Tenant): MailWriter => ({ tenant, origin: publicOrigin(tenant.hosts.frontoffice, publicUrl), tokens: app.unsubscribeTokens });
    const tenantsByIds = async (ids: readonly string[]) => (await app.contextRepository.listTenants()).filter((tenant) => ids.includes(tenant.id));
    const mails = {
      async sendDue(now: Date) {
        const due = await app.notificationMailsRepository.tenantsWithMailsDue(now);
        if (due.length === 0) return 0;
        let queued = 0;
        for (const tenant of await tenantsByIds(due))
          queued += await sendDueNotificationMails({ database: app.database, mailer: app.mailer, writer: writerOf(tenant), now });
        return queued;
      },
      async sendDigests(tenantId: string, day: string, now: Date) {
        const [tenant] = await tenantsByIds([tenantId]);
        if (tenant === undefined) return 0;
        const { digests } = digestPassOf(instantAt(day, DIGEST_MINUTE));
        return sendDigests({ database: app.database, mailer: app.mailer, writer: writerOf(tenant), digests, now });
      },
    };
    app.decorate('notificationMails', mails);

    await app.dailyTenantJobs.define('mail-digests', {
      // The next day's pass mails what a pass failed for good left (DIGEST_LOOKBACK_DAYS).
      retryLimit: 5,
      expireInSeconds: 30 * 60,
      startsAt: (day) => instantAt(day, DIGEST_MINUTE),
      run: async (job) => {
        await mails.sendDigests(job.contextId, job.day, new Date());
      },
    });

    const timers: NodeJS.Timeout[] = [];
    // One look at a time: a slow one is not joined by the next, and a stop waits for it.
    let looking: Promise<unknown> | null = null;
    if (sendEveryMs > 0) {
      const look = () => {
        looking ??= mails
          .sendDue(new Date())
          .catch((error: unknown) => app.log.warn({ err: error }, 'sending the notifications’ mails failed'))
          .finally(() => {
            looking = null;
          });
      };
      timers.push(setInterval(look, sendEveryMs));
    }
    for (const timer of timers) timer.unref();
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await looking;
    });
  },
  {
    name: 'notification-mail-jobs',
    dependencies: ['jobs', 'daily-tenant-jobs', 'mail', 'authenticate', 'notifications-repositories', 'contexts-repositories'],
  },
);
