import { memberRoles } from '@espace/domain/user-domain';
import { classUsersDataSchema, resourceListSchema, resourceQuerySchema, resourceRecordSchemas } from '@espace/contracts/resources';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, UnauthorizedError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { listClassUsersData } from './class-users-data';
import { actorOf, type Actor } from './permissions';
import { allDefinitions } from './registry';
import { createResource, deleteResource, getResource, listResources, updateResource } from './resource-use-cases';
import { isUuid } from '@espace/domain/uuid';

const idParams = z.strictObject({ id: z.string() });
const recordQuery = resourceQuerySchema.pick({ include: true, fields: true });
const writeBody = z.record(z.string(), z.unknown()).describe('Fields of the resource (API names); a PATCH sends only the changed ones');
const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorResponses.notFound[404], ...errorResponses.notFound };

/**
 * The routes of every generic resource (docs/product/api-calls.md#generic-resources), all through the
 * same use cases; the query language is docs/query-language.md. Every resource is read here; only a
 * user's own reviews and log-book notes are written here (definition.ts `writer`), every other write
 * belongs to its area's use cases. Static routes of other areas (/users/me, /contexts/current,
 * /files/:id…) win over `/:id` in Fastify's router, and a resource's operations leave out what a
 * dedicated API already serves.
 */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const resources = app.resourcesRepository;
  const database = app.database;
  const actorFor = async (request: FastifyRequest): Promise<Actor> => {
    const profile = await app.usersRepository.findProfile(request.tenant.id, request.auth.userId);
    if (profile === undefined) throw new UnauthorizedError();
    return actorOf(
      profile.id,
      profile.roles,
      profile.companyUsers.map((membership) => membership.role),
    );
  };
  const idOf = (id: string) => {
    if (!isUuid(id)) throw new NotFoundError();
    return id;
  };
  const common = { preHandler: app.authenticate(), security: [{ bearer: [] }] };

  for (const definition of allDefinitions()) {
    const name = definition.name;
    const record = resourceRecordSchemas[name];
    const schema = { tags: ['resources'], security: common.security };
    const input = async (request: FastifyRequest) => ({ tenantId: request.tenant.id, actor: await actorFor(request), definition, resources });
    const has = (operation: string) => definition.operations.some((candidate) => candidate === operation);

    if (has('list')) {
      app.get(
        `/${name}`,
        {
          preHandler: common.preHandler,
          schema: { ...schema, summary: `List ${name}`, querystring: resourceQuerySchema, response: { 200: resourceListSchema(record), ...errors } },
        },
        async (request) => listResources({ ...(await input(request)), query: request.query }),
      );
    }
    if (has('get')) {
      app.get(
        `/${name}/:id`,
        {
          preHandler: common.preHandler,
          schema: { ...schema, summary: `One of ${name}`, params: idParams, querystring: recordQuery, response: { 200: record, ...errors } },
        },
        async (request) => getResource({ ...(await input(request)), id: idOf(request.params.id), query: request.query }),
      );
    }
    if (has('create')) {
      app.post(
        `/${name}`,
        { preHandler: common.preHandler, schema: { ...schema, summary: `Create one of ${name}`, body: writeBody, response: { 201: record, ...errors } } },
        async (request, reply) => reply.code(201).send(await createResource({ ...(await input(request)), database, body: request.body })),
      );
    }
    if (has('update')) {
      app.patch(
        `/${name}/:id`,
        {
          preHandler: common.preHandler,
          schema: { ...schema, summary: `Update one of ${name}`, params: idParams, body: writeBody, response: { 200: record, ...errors } },
        },
        async (request) => updateResource({ ...(await input(request)), database, id: idOf(request.params.id), body: request.body }),
      );
    }
    if (has('delete')) {
      app.delete(
        `/${name}/:id`,
        { preHandler: common.preHandler, schema: { ...schema, summary: `Delete one of ${name}`, params: idParams, response: { 204: z.null(), ...errors } } },
        async (request, reply) => {
          await deleteResource({ ...(await input(request)), database, id: idOf(request.params.id) });
          return reply.code(204).send(null);
        },
      );
    }
  }

  app.get(
    '/classes/:id/users/data',
    {
      preHandler: common.preHandler,
      schema: {
        tags: ['resources'],
        summary: "A class's members with their user (relatedUser), e.g. its teachers; for members of the class",
        security: common.security,
        params: idParams,
        querystring: z.strictObject({ role: z.enum(memberRoles).optional() }),
        response: { 200: classUsersDataSchema, ...errors },
      },
    },
    async (request) =>
      listClassUsersData({
        tenantId: request.tenant.id,
        actor: await actorFor(request),
        resources,
        classId: idOf(request.params.id),
        role: request.query.role,
      }),
  );
};
