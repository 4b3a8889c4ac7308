import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** One mailer per process, from the configuration; mails still on their way are awaited on close. */
export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.drain();
      mailer.close();
    });
  },
  { name: 'mail' },
);
