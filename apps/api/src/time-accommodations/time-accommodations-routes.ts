import { errorBodySchema } from '@espace/contracts/errors';
import {
  classLearnerParamsSchema,
  classParamsSchema,
  setTimeAccommodationBodySchema,
  timeAccommodationListSchema,
  timeAccommodationSchema,
} from '@espace/contracts/time-accommodations';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { listTimeAccommodations, removeTimeAccommodation, setTimeAccommodation } from './time-accommodations';

/**
 * Time accommodations of a class's learners (WCAG 2.2.1, docs/accessibility.md), for its trainers
 * and the tenant's admins; the trainer's space shows them.
 */
export const timeAccommodationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accommodations = app.timeAccommodationsRepository;
  const common = { tags: ['time-accommodations'], security: [{ bearer: [] }] };
  const refusals = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

  app.get(
    '/classes/:id/time-accommodations',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The time accommodations of the class's learners (its trainers and admins)",
        params: classParamsSchema,
        response: { 200: timeAccommodationListSchema, ...refusals },
      },
    },
    async (request) => listTimeAccommodations({ tenantId: request.tenant.id, callerId: request.auth.userId, classId: request.params.id, accommodations }),
  );

  app.put(
    '/classes/:id/time-accommodations/:userId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Gives a learner of the class more time (× 1.25, × 1.5, × 2) or no limit, on every timed page and lesson of the class',
        params: classLearnerParamsSchema,
        body: setTimeAccommodationBodySchema,
        response: { 200: timeAccommodationSchema, ...refusals },
      },
    },
    async (request) =>
      setTimeAccommodation({
        tenantId: request.tenant.id,
        callerId: request.auth.userId,
        classId: request.params.id,
        userId: request.params.userId,
        extraTime: request.body.extraTime,
        now: new Date(),
        accommodations,
      }),
  );

  app.delete(
    '/classes/:id/time-accommodations/:userId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Removes a learner's time accommodation: the course's own limits apply again",
        params: classLearnerParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      await removeTimeAccommodation({
        tenantId: request.tenant.id,
        callerId: request.auth.userId,
        classId: request.params.id,
        userId: request.params.userId,
        accommodations,
      });
      return (reply as FastifyReply).code(204).send();
    },
  );
};
