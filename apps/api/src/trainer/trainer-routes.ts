import {
  classParamsSchema,
  learnerInClassSchema,
  learnerLogbookSchema,
  learnerParamsSchema,
  learnerRecordParamsSchema,
  learnerResetParamsSchema,
  logbookReplyBodySchema,
  logbookReplySchema,
  rosterExportQuerySchema,
  rosterQuerySchema,
  rosterSchema,
  trainerClassesSchema,
  trainerAttentionSchema,
} from '@espace/contracts/trainer';
import { errorBodySchema } from '@espace/contracts/errors';
import { resetLessonsSchema } from '@espace/contracts/lessons';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../http/content-disposition';
import { errorResponses } from '../http/route-schemas';
import { getLearner } from './get-learner';
import { getRoster } from './get-roster';
import { getLearnerLogbook, replyToLogbook } from './learner-logbook';
import { listAttention } from './list-attention';
import { listFollowedClasses } from './list-followed-classes';
import { resetLearnerProgram } from './reset-learner-program';
import { exportRoster } from './roster-csv';
import { trainerOf } from './trainer-access';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The trainer's space (docs/trainers.md): every route lets in a class TEACHER, a
 * company TEACHER/ADMIN/OWNER/ORGANIZER/SUPERVISOR or a system admin (others: 403), then reads
 * only the classes the caller follows (another class, of this tenant or another: 404).
 */
export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const trainers = app.trainerRepository;
  const learners = app.learnerRepository;
  const logbooks = app.logbookRepository;
  const nodes = app.learnerLessonsRepository;
  const repositories = app.lessonRepositories;
  const attention = app.attentionRepository;
  const roster = app.rosterRepository;
  const trainer = (request: FastifyRequest) => trainerOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const common = { tags: ['trainer'], security: [{ bearer: [] }] };

  app.get(
    '/trainer/classes',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: 'The classes I follow, with their figures', response: { 200: trainerClassesSchema, ...errors } },
    },
    async (request) => listFollowedClasses({ trainer: await trainer(request), trainers, nodes, now: new Date() }),
  );

  app.get(
    '/trainer/attention',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'The learners of my open classes who need attention today, and why',
        response: { 200: trainerAttentionSchema, ...errors },
      },
    },
    async (request) => listAttention({ trainer: await trainer(request), trainers, attention, now: new Date() }),
  );

  app.get(
    '/trainer/classes/:classId/roster',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "One page of a class's roster, sorted and filtered",
        params: classParamsSchema,
        querystring: rosterQuerySchema,
        response: { 200: rosterSchema, ...errors },
      },
    },
    async (request) =>
      getRoster({ trainer: await trainer(request), trainers, roster, nodes, classId: request.params.classId, query: request.query, now: new Date() }),
  );

  app.get(
    '/trainer/classes/:classId/roster.csv',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "A class's roster as CSV (UTF-8 with BOM), one line per learner and course, streamed",
        params: classParamsSchema,
        querystring: rosterExportQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportRoster({
        trainer: await trainer(request),
        trainers,
        roster,
        nodes,
        classId: request.params.classId,
        query: request.query,
        now: new Date(),
      });
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(csv));
    },
  );

  app.get(
    '/trainer/classes/:classId/learners/:userId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'A learner of a class I follow: lessons and pages',
        params: learnerParamsSchema,
        response: { 200: learnerInClassSchema, ...errors },
      },
    },
    async (request) => getLearner({ trainer: await trainer(request), trainers, learners, nodes, ...request.params, now: new Date() }),
  );

  app.get(
    '/trainer/classes/:classId/learners/:userId/logbook',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "A learner's log-book notes and their replies",
        params: learnerParamsSchema,
        response: { 200: learnerLogbookSchema, ...errors },
      },
    },
    async (request) => getLearnerLogbook({ trainer: await trainer(request), trainers, learners, logbooks, ...request.params }),
  );

  app.post(
    '/trainer/classes/:classId/learners/:userId/logbook/:recordId/replies',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Reply to a learner's log-book note",
        params: learnerRecordParamsSchema,
        body: logbookReplyBodySchema,
        response: { 201: logbookReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { classId, userId, recordId } = request.params;
      const created = await replyToLogbook({
        trainer: await trainer(request),
        trainers,
        learners,
        logbooks,
        database: app.database,
        classId,
        userId,
        noteId: recordId,
        message: request.body.message,
      });
      return (reply as FastifyReply).code(201).send(created);
    },
  );

  app.post(
    '/trainer/classes/:classId/learners/:userId/class-programs/:classProgramId/reset',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Start a learner's class program again (their answers stay in the history)",
        params: learnerResetParamsSchema,
        response: { 200: resetLessonsSchema, ...errors, 409: errorBodySchema.describe('CONTENT_CLOSED: the program, or one of its courses, is closed') },
      },
    },
    async (request) => resetLearnerProgram({ trainer: await trainer(request), trainers, learners, repositories, ...request.params }),
  );
};
