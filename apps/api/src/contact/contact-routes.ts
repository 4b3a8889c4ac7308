import { contactBodySchema, notifyFilesBodySchema } from '@espace/contracts/dashboard';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { fileReaderOf } from '../files/file-access';
import { errorResponses } from '../http/route-schemas';
import { notifyFiles } from '../uploads/notify-files';
import { createUploadsRepository } from '../uploads/uploads-repository';
import { contactTeacher } from './contact-teacher';
import { createContactMessagesRepository } from './contact-messages-repository';
import { createContactRepository } from './contact-repository';

/** SPEC §7 POST users/contact and notifyFiles: mails on the learner's behalf. */
export const contactRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const contacts = createContactRepository(app.database);
  const uploads = createUploadsRepository(app.database);
  const messages = createContactMessagesRepository(app.database);
  const common = { tags: ['contact'], security: [{ bearer: [] }] };

  app.post(
    '/users/contact',
    {
      preHandler: [app.authenticate(), app.limitRate('contactTeacher')],
      schema: { ...common, summary: 'Mails a message to a teacher of one of my classes (rate-limited per user and address)', body: contactBodySchema, response: { ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.notFound, ...errorResponses.tooManyAttempts } },
    },
    async (request, reply) => {
      await contactTeacher({ tenant: request.tenant, userId: request.auth.userId, body: request.body, contacts, messages, mailer: app.mailer });
      return (reply as FastifyReply).code(204).send();
    },
  );

  app.post(
    '/users/me/notify-files',
    {
      preHandler: [app.authenticate(), app.limitRate('documentsByMail')],
      schema: { ...common, summary: 'Mails me these files: attached while their total stays within MAIL_ATTACHMENTS_MAX_BYTES, the others as links to the portal', body: notifyFilesBodySchema, response: { ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.notFound, ...errorResponses.tooManyAttempts } },
    },
    async (request, reply) => {
      const origin = request.publicOrigin;
      const reader = await fileReaderOf(request.tenant.id, request.auth.userId, app.repositories.users);
      await notifyFiles({ tenant: request.tenant, userId: request.auth.userId, reader, origin, message: request.body.message, fileIds: request.body.fileIds, attachmentsMaxBytes: config.mailAttachmentsMaxBytes, contacts, uploads, mailer: app.mailer });
      return (reply as FastifyReply).code(204).send();
    },
  );
};
