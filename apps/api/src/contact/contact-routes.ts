import { contactBodySchema } from '@espace/contracts/contact';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { contactTeacher } from './contact-teacher';

/** POST users/contact (docs/product/accounts.md#contacting-a-teacher): a mail to a teacher on the learner's behalf. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/contact',
    {
      preHandler: [app.authenticate(), app.limitRate('contactTeacher')],
      schema: {
        tags: ['contact'],
        security: [{ bearer: [] }],
        summary: 'Mails a message to a teacher of one of my classes (rate-limited per user and address)',
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
        messages: app.contactMessagesRepository,
        mailer: app.mailer,
      });
      return (reply as FastifyReply).code(204).send();
    },
  );
};
