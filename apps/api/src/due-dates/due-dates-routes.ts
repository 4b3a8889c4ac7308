import {
  classDueDateParamsSchema,
  classDueDatesParamsSchema,
  classDueDatesSchema,
  dueDateExtensionParamsSchema,
  dueSoonSchema,
  setDueDayBodySchema,
} from '@espace/contracts/due-dates';
import { errorBodySchema } from '@espace/contracts/errors';
import { displayName } from '@espace/domain/display-name';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { UnauthorizedError } from '../http/app-error';
import { assertManages } from '../time-accommodations/time-accommodations';
import { clearCourseDueDate, clearDueDateExtension, type DueDatesInput, getClassDueDates, setCourseDueDate, setDueDateExtension } from './due-dates';
import { listDueSoon } from './due-soon';

/**
 * Due dates for a class's trainers and the tenant's admins, as its time accommodations are
 * (docs/trainers.md#due-dates), and the learner's own « Cette semaine ».
 */
export const dueDatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const dueDates = app.dueDatesRepository;
  const common = { tags: ['due-dates'], security: [{ bearer: [] }] };
  const refusals = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };
  /** A trainer of the class or an admin (learners of the class: 403; anyone else: 404), named for the audit log. */
  const input = async (request: { tenant: { id: string }; auth: { userId: string }; params: { id: string } }): Promise<DueDatesInput> => {
    const [tenantId, userId] = [request.tenant.id, request.auth.userId];
    await assertManages({ tenantId, callerId: userId, classId: request.params.id, accommodations: app.timeAccommodationsRepository });
    const profile = await app.usersRepository.findProfile(tenantId, userId);
    if (profile === undefined) throw new UnauthorizedError();
    const actor = { tenantId, userId, name: displayName(profile) };
    return { actor, reach: () => undefined, database: app.database, dueDates, audit: app.auditLogRepository, now: new Date() };
  };

  const extensionOf = (params: { id: string; programCourseId: string; userId: string }) => ({
    classId: params.id,
    programCourseId: params.programCourseId,
    userId: params.userId,
  });

  app.get(
    '/classes/:id/due-dates',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The class's courses with their due dates and learners' extensions (its trainers and admins)",
        params: classDueDatesParamsSchema,
        response: { 200: classDueDatesSchema, ...refusals },
      },
    },
    async (request) => getClassDueDates({ ...(await input(request)), classId: request.params.id }),
  );

  app.put(
    '/classes/:id/due-dates/:programCourseId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Sets the day the class's learners should finish the course by (a course of one of the class's programs)",
        params: classDueDateParamsSchema,
        body: setDueDayBodySchema,
        response: { 200: classDueDatesSchema, ...refusals },
      },
    },
    async (request) =>
      setCourseDueDate({ ...(await input(request)), classId: request.params.id, programCourseId: request.params.programCourseId, dueOn: request.body.dueOn }),
  );

  app.delete(
    '/classes/:id/due-dates/:programCourseId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Clears the course's due date in the class, and the learners' extensions of it",
        params: classDueDateParamsSchema,
        response: { 200: classDueDatesSchema, ...refusals },
      },
    },
    async (request) => clearCourseDueDate({ ...(await input(request)), classId: request.params.id, programCourseId: request.params.programCourseId }),
  );

  app.put(
    '/classes/:id/due-dates/:programCourseId/extensions/:userId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Gives a learner of the class a later day than the class's (the course must have a due date: 409)",
        params: dueDateExtensionParamsSchema,
        body: setDueDayBodySchema,
        response: { 200: classDueDatesSchema, ...refusals, 409: errorBodySchema },
      },
    },
    async (request) => setDueDateExtension({ ...(await input(request)), ...extensionOf(request.params), dueOn: request.body.dueOn }),
  );

  app.delete(
    '/classes/:id/due-dates/:programCourseId/extensions/:userId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Takes a learner's extension away: the class's day is theirs again",
        params: dueDateExtensionParamsSchema,
        response: { 200: classDueDatesSchema, ...refusals },
      },
    },
    async (request) => clearDueDateExtension({ ...(await input(request)), ...extensionOf(request.params) }),
  );

  app.get(
    '/users/me/due-soon',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The signed-in learner's unfinished courses due within 7 days, soonest first (Home's « Cette semaine »)",
        response: { 200: dueSoonSchema, ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listDueSoon({ tenantId: request.tenant.id, userId: request.auth.userId, now: new Date(), dueDates });
    },
  );
};
