import { classDueDateParamsSchema, classDueDatesParamsSchema, classDueDatesSchema, setDueDayBodySchema } from '@espace/contracts/due-dates';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classInReach, reachAdminOf } from '../admin/admin-access';
import { errorResponses } from '../http/route-schemas';
import { clearCourseDueDate, type DueDatesInput, getClassDueDates, setCourseDueDate } from './due-dates';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * A class's due dates in the administration's class screen (docs/administration.md#classes): the
 * tenant's system admin, and a company admin for their companies' classes (another class: 404).
 */
export const adminDueDatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const input = async (request: FastifyRequest): Promise<DueDatesInput> => {
    const admin = await reachAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
    return {
      actor: admin,
      reach: (klass) => classInReach(admin, klass),
      database: app.database,
      dueDates: app.dueDatesRepository,
      audit: app.auditLogRepository,
      now: new Date(),
    };
  };

  app.get(
    '/admin/classes/:id/due-dates',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The class's courses with their due dates and learners' extensions",
        params: classDueDatesParamsSchema,
        response: { 200: classDueDatesSchema, ...errors },
      },
    },
    async (request) => getClassDueDates({ ...(await input(request)), classId: request.params.id }),
  );

  app.put(
    '/admin/classes/:id/due-dates/:programCourseId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Sets the day the class's learners should finish one of its courses by",
        params: classDueDateParamsSchema,
        body: setDueDayBodySchema,
        response: { 200: classDueDatesSchema, ...errors },
      },
    },
    async (request) =>
      setCourseDueDate({ ...(await input(request)), classId: request.params.id, programCourseId: request.params.programCourseId, dueOn: request.body.dueOn }),
  );

  app.delete(
    '/admin/classes/:id/due-dates/:programCourseId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Clears a course's due date in the class, and the learners' extensions of it",
        params: classDueDateParamsSchema,
        response: { 200: classDueDatesSchema, ...errors },
      },
    },
    async (request) => clearCourseDueDate({ ...(await input(request)), classId: request.params.id, programCourseId: request.params.programCourseId }),
  );
};
