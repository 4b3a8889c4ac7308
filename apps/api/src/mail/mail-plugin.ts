import fp from 'fastify-plugin';
import type { Config } from '../config';
import { startMailQueue } from './mail-queue';
import { createMailTransport, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** One mail transport per process, from the configuration, fed by the job queue's mail jobs. */
export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: app.log });
    app.decorate('mailer', await startMailQueue({ jobs: app.jobs, transport, logger: app.log, mailsPerSecond: config.mailsPerSecond }));
    // The queue stops first (preClose): no mail job runs any more when the transport closes.
    app.addHook('onClose', async () => {
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
