import { contactBodySchema } from '@espace/contracts/contact';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { contactTeacher } from './contact-teacher';

/** POST users/contact (docs/product/accounts.md#contacting-a-teacher): a message to a teacher, in the learner's thread with them and mailed. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/contact',
    {
      preHandler: [app.authenticate(), app.limitRate('contactTeacher')],
      schema: {
        tags: ['contact'],
        security: [{ bearer: [] }],
        summary: 'Writes to a teacher of one of my classes, in my thread with them, and mails it (rate-limited per user and address)',
        body: contactBodySchema,
        response: { ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.notFound, ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      await contactTeacher({
        tenant: request.tenant,
        userId: request.auth.userId,
        body: request.body,
        users: app.usersRepository,
        contacts: app.contactRepository,
        threads: app.threadsRepository,
        database: app.database,
        mailer: app.mailer,
        now: new Date(),
      });
      return (reply as FastifyReply).code(204).send();
    },
  );
};
