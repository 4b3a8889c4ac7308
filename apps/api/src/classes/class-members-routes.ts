import {
  addClassMemberBodySchema,
  adminClassMemberParamsSchema,
  adminClassMemberSchema,
  adminClassMembersQuerySchema,
  adminClassMembersSchema,
  adminClassParamsSchema,
  updateClassMemberBodySchema,
} from '@espace/contracts/admin-classes';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { reachAdminOf } from '../admin/admin-access';
import { addClassMember, changeClassMember, listClassMembers, removeClassMember } from './class-members';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * A class's learners and teachers in the administration space (docs/administration.md#classes):
 * the tenant's system admin adds the tenant's users (another tenant's user or class: 404), changes
 * their role or removes them; each write provisions or archives lessons in its own transaction.
 */
export const classMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const input = async (request: FastifyRequest, classId: string) => ({
    admin: await reachAdminOf(app.usersRepository, request.tenant.id, request.auth.userId),
    database: app.database,
    classes: app.adminClassesRepository,
    members: app.classMembersRepository,
    audit: app.auditLogRepository,
    classId,
    now: new Date(),
  });

  app.get(
    '/admin/classes/:id/members',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "One page of the class's learners and teachers, by name",
        params: adminClassParamsSchema,
        querystring: adminClassMembersQuerySchema,
        response: { 200: adminClassMembersSchema, ...errors },
      },
    },
    async (request) => listClassMembers({ ...(await input(request, request.params.id)), query: request.query }),
  );

  app.post(
    '/admin/classes/:id/members',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Adds a user of the tenant to the class as a learner (who gets its lessons) or a teacher',
        params: adminClassParamsSchema,
        body: addClassMemberBodySchema,
        response: { 201: adminClassMemberSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => (reply as FastifyReply).code(201).send(await addClassMember({ ...(await input(request, request.params.id)), ...request.body })),
  );

  app.patch(
    '/admin/classes/:id/members/:userId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Makes a member the class's learner or teacher",
        params: adminClassMemberParamsSchema,
        body: updateClassMemberBodySchema,
        response: { 200: adminClassMemberSchema, ...errors },
      },
    },
    async (request) => changeClassMember({ ...(await input(request, request.params.id)), userId: request.params.userId, role: request.body.role }),
  );

  app.delete(
    '/admin/classes/:id/members/:userId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Takes a member out of the class; a learner's lessons are archived",
        params: adminClassMemberParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await removeClassMember({ ...(await input(request, request.params.id)), userId: request.params.userId });
      return reply.code(204).send(null);
    },
  );
};
