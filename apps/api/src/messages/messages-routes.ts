import { threadMessageSchema, threadParamsSchema, threadReplyBodySchema, threadSchema, threadsSchema } from '@espace/contracts/messages';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { learnersMayWrite } from './thread-access';
import { listThreads, readThread, replyInThread, type ThreadReader } from './threads';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.notFound };

/**
 * A learner's threads with their trainers (docs/trainers.md#messages): only their own (another
 * user's or tenant's thread: 404, whoever asks). Anyone signed in has this side, a trainer too:
 * it lists the threads they are the learner of, usually none.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = (request: FastifyRequest): ThreadReader => ({
    tenantId: request.tenant.id,
    userId: request.auth.userId,
    side: 'learner',
    canReply: learnersMayWrite(request.tenant),
    threads: app.threadsRepository,
  });
  const common = { tags: ['messages'], security: [{ bearer: [] }] };

  app.get(
    '/users/me/threads',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: 'My threads with my trainers, latest first', response: { 200: threadsSchema, ...errors } },
    },
    async (request) => listThreads(reader(request)),
  );

  app.get(
    '/users/me/threads/:threadId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'One of my threads; the trainer’s messages in it, and my notifications of them, are marked read',
        params: threadParamsSchema,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => readThread({ ...reader(request), notifications: app.notificationsRepository, threadId: request.params.threadId, now: new Date() }),
  );

  app.post(
    '/users/me/threads/:threadId/messages',
    {
      preHandler: [app.authenticate(), app.limitRate('threadReplies')],
      schema: {
        ...common,
        summary: 'Reply in one of my threads (the trainer is told); rate-limited per user and address',
        params: threadParamsSchema,
        body: threadReplyBodySchema,
        response: {
          201: threadMessageSchema,
          ...errors,
          403: errorBodySchema.describe('Forbidden: the tenant does not let learners write to trainers'),
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const written = await replyInThread({
        ...reader(request),
        users: app.usersRepository,
        database: app.database,
        threadId: request.params.threadId,
        body: request.body.body,
        now: new Date(),
      });
      return (reply as FastifyReply).code(201).send(written);
    },
  );
};
