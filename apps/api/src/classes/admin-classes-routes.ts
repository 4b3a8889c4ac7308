import {
  type AdminClassDetail,
  addClassProgramBodySchema,
  adminClassChoicesSchema,
  adminClassDetailSchema,
  adminClassesQuerySchema,
  adminClassesSchema,
  adminClassParamsSchema,
  adminClassProgramParamsSchema,
  classProgramOrderBodySchema,
  createAdminClassBodySchema,
  updateAdminClassBodySchema,
  updateClassProgramBodySchema,
} from '@espace/contracts/admin-classes';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withVersion } from '../http/document-version';
import { errorResponses, versionHeaders } from '../http/route-schemas';
import { reachAdminOf } from '../admin/admin-access';
import { addClassProgram, orderClassPrograms, removeClassProgram, setClassProgramWindow } from './class-programs';
import { classChoices, classDocument, createClass, getClass, listClasses, updateClass } from './classes';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The tenant's classes and their programs in the administration space (docs/administration.md#classes):
 * its system admin, every class; a company admin, their companies' classes (reachAdminOf; anyone
 * else signed in: 403). Another tenant's class or program, or one out of the admin's reach, is 404.
 * Every change is in the audit log; adding a program gives the class's learners its lessons.
 */
/** Every answer that is the class says its version (the ETag), which a change of its details names in If-Match. */
const versioned = <T extends AdminClassDetail>(reply: FastifyReply, klass: T) => withVersion(reply, klass, classDocument(klass));

export const adminClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const classes = app.adminClassesRepository;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const input = async (request: FastifyRequest) => ({
    admin: await reachAdminOf(app.usersRepository, request.tenant.id, request.auth.userId),
    database: app.database,
    classes,
    audit: app.auditLogRepository,
    now: new Date(),
  });

  app.get(
    '/admin/classes',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "One page of the tenant's classes, latest start first, by name and period",
        querystring: adminClassesQuerySchema,
        response: { 200: adminClassesSchema, ...errors },
      },
    },
    async (request) => listClasses({ ...(await input(request)), query: request.query }),
  );

  app.get(
    '/admin/class-choices',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "What the admin may give a class: a company (the tenant's for its system admin, their own for a company admin) and the tenant's programs",
        response: { 200: adminClassChoicesSchema, ...errors },
      },
    },
    async (request) => classChoices(await input(request)),
  );

  app.post(
    '/admin/classes',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Creates a class: its name, dates, whether phones may follow it and its company (required from a company admin)',
        body: createAdminClassBodySchema,
        response: { 201: adminClassDetailSchema, ...errors },
      },
    },
    async (request, reply) => (reply as FastifyReply).code(201).send(versioned(reply, await createClass({ ...(await input(request)), body: request.body }))),
  );

  app.get(
    '/admin/classes/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'A class with its programs in their order and their opening windows',
        params: adminClassParamsSchema,
        response: { 200: adminClassDetailSchema, ...errors },
      },
    },
    async (request, reply) => versioned(reply, await getClass({ ...(await input(request)), classId: request.params.id })),
  );

  app.patch(
    '/admin/classes/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Renames the class, moves its dates, allows phones or not, closes or reopens it, from the version If-Match names (its ETag)',
        params: adminClassParamsSchema,
        headers: versionHeaders,
        body: updateAdminClassBodySchema,
        response: { 200: adminClassDetailSchema, ...errors, ...errorResponses.versioned },
      },
    },
    async (request, reply) =>
      versioned(reply, await updateClass({ ...(await input(request)), classId: request.params.id, body: request.body, ifMatch: ifMatchOf(request) })),
  );

  app.post(
    '/admin/classes/:id/programs',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Adds one of the tenant's programs to the class, last: its learners get its lessons",
        params: adminClassParamsSchema,
        body: addClassProgramBodySchema,
        response: { 201: adminClassDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      (reply as FastifyReply)
        .code(201)
        .send(versioned(reply, await addClassProgram({ ...(await input(request)), classId: request.params.id, body: request.body }))),
  );

  app.put(
    '/admin/classes/:id/programs/order',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Puts the class's programs in a new order",
        params: adminClassParamsSchema,
        body: classProgramOrderBodySchema,
        response: { 200: adminClassDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      versioned(reply, await orderClassPrograms({ ...(await input(request)), classId: request.params.id, classProgramIds: request.body.classProgramIds })),
  );

  app.patch(
    '/admin/classes/:id/programs/:classProgramId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Sets a class program's own opening and closing dates, within the class's window",
        params: adminClassProgramParamsSchema,
        body: updateClassProgramBodySchema,
        response: { 200: adminClassDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      versioned(
        reply,
        await setClassProgramWindow({
          ...(await input(request)),
          classId: request.params.id,
          classProgramId: request.params.classProgramId,
          body: request.body,
        }),
      ),
  );

  app.delete(
    '/admin/classes/:id/programs/:classProgramId',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Removes a program no learner has started from the class',
        params: adminClassProgramParamsSchema,
        response: { 200: adminClassDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      versioned(reply, await removeClassProgram({ ...(await input(request)), classId: request.params.id, classProgramId: request.params.classProgramId })),
  );
};
