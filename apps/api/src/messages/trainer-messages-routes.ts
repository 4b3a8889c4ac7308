import { errorBodySchema } from '@espace/contracts/errors';
import {
  classMessageBodySchema,
  classMessageParamsSchema,
  classMessageSchema,
  classMessagesSchema,
  threadMessageSchema,
  threadParamsSchema,
  threadReplyBodySchema,
  threadSchema,
  threadsSchema,
} from '@espace/contracts/messages';
import { classParamsSchema } from '@espace/contracts/trainer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { trainerOf } from '../trainer/trainer-access';
import { cancelClassMessage } from './cancel-class-message';
import { classMessageHistory } from './class-message-history';
import { sendClassMessage } from './send-class-message';
import { listThreads, readThread, replyInThread, type ThreadReader } from './threads';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The trainer's messages (docs/trainers.md#messages): their threads with learners, and their
 * messages to learners of a class they follow. Trainers only (others: 403); a thread is its
 * trainer's alone (another trainer's, an admin asking included: 404), a class one they follow.
 */
export const trainerMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const trainer = (request: FastifyRequest) => trainerOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const reader = async (request: FastifyRequest): Promise<ThreadReader> => {
    const { tenantId, userId } = await trainer(request);
    return { tenantId, userId, side: 'trainer', canReply: true, threads: app.threadsRepository };
  };
  const classMessages = app.classMessagesRepository;
  const trainers = app.trainerRepository;
  const common = { tags: ['trainer'], security: [{ bearer: [] }] };

  app.get(
    '/trainer/threads',
    { preHandler: app.authenticate(), schema: { ...common, summary: 'My threads with learners, latest first', response: { 200: threadsSchema, ...errors } } },
    async (request) => listThreads(await reader(request)),
  );

  app.get(
    '/trainer/threads/:threadId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'One of my threads; the learner’s messages in it, and my notifications of them, are marked read',
        params: threadParamsSchema,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) =>
      readThread({ ...(await reader(request)), notifications: app.notificationsRepository, threadId: request.params.threadId, now: new Date() }),
  );

  app.post(
    '/trainer/threads/:threadId/messages',
    {
      preHandler: [app.authenticate(), app.limitRate('threadReplies')],
      schema: {
        ...common,
        summary: 'Reply in one of my threads (the learner is told); rate-limited per user and address',
        params: threadParamsSchema,
        body: threadReplyBodySchema,
        response: { 201: threadMessageSchema, ...errors, ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      const written = await replyInThread({
        ...(await reader(request)),
        users: app.usersRepository,
        database: app.database,
        threadId: request.params.threadId,
        body: request.body.body,
        now: new Date(),
      });
      return (reply as FastifyReply).code(201).send(written);
    },
  );

  app.get(
    '/trainer/classes/:classId/messages',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'What the class’s trainers sent or scheduled to its learners: recipients, who read it',
        params: classParamsSchema,
        response: { 200: classMessagesSchema, ...errors },
      },
    },
    async (request) => classMessageHistory({ trainer: await trainer(request), trainers, classMessages, classId: request.params.classId }),
  );

  app.post(
    '/trainer/classes/:classId/messages',
    {
      preHandler: [app.authenticate(), app.limitRate('classMessages')],
      schema: {
        ...common,
        summary: 'A message to learners of the class, now or at a chosen time; rate-limited per user and address',
        params: classParamsSchema,
        body: classMessageBodySchema,
        response: {
          201: classMessageSchema,
          ...errors,
          422: errorBodySchema.describe('NO_RECIPIENTS, TOO_MANY_RECIPIENTS, INVALID_SEND_TIME'),
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const sent = await sendClassMessage({
        trainer: await trainer(request),
        trainers,
        roster: app.rosterRepository,
        nodes: app.learnerLessonsRepository,
        users: app.usersRepository,
        classMessages,
        threads: app.threadsRepository,
        database: app.database,
        jobs: app.jobs,
        classId: request.params.classId,
        body: request.body,
        now: new Date(),
      });
      return (reply as FastifyReply).code(201).send(sent);
    },
  );

  app.delete(
    '/trainer/classes/:classId/messages/:messageId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Cancel a scheduled message of mine to the class',
        params: classMessageParamsSchema,
        response: { 200: classMessageSchema, ...errors, 409: errorBodySchema.describe('MESSAGE_ALREADY_SENT') },
      },
    },
    async (request) =>
      cancelClassMessage({
        trainer: await trainer(request),
        trainers,
        classMessages,
        database: app.database,
        jobs: app.jobs,
        ...request.params,
        now: new Date(),
      }),
  );
};
