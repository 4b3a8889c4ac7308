import multipart from '@fastify/multipart';
import {
  adminProgramListSchema,
  adminProgramsQuerySchema,
  contentImportPreviewSchema,
  contentImportSummarySchema,
  contentPreviewQuerySchema,
  contentStateParamsSchema,
  courseChangeBodySchema,
  courseChangedSchema,
  programChangeBodySchema,
  programChangedSchema,
  programVersionsSchema,
} from '@espace/contracts/admin-content';
import { errorBodySchema } from '@espace/contracts/errors';
import { contentPackageLimits } from '@espace/domain/content/content-package-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { ifMatchOf, withVersion } from '../http/document-version';
import { errorResponses, versionHeaders } from '../http/route-schemas';
import { tenantAdminOf } from '../admin/admin-access';
import { createProgramVersionsRepository } from './program-versions-repository';
import { importUploadedPackage } from './content-packages';
import { programVersions } from './program-versions';
import { changeContent, contentDocument, deleteContent } from './content-changes';
import { ADMIN_PROGRAMS_PAGE_SIZE, listPrograms } from './programs';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The tenant's content in the administration space (docs/administration.md#content): its system
 * admin only (anyone else signed in: 403). Packages are uploaded and imported, programs and courses
 * listed, renamed and moved between states from the version the admin read; every change is recorded
 * in the audit log.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = (request: FastifyRequest) => tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const content = app.adminContentRepository;
  const audit = app.auditLogRepository;

  app.get(
    '/admin/programs',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: `One page of the tenant's programs (${ADMIN_PROGRAMS_PAGE_SIZE} a page), newest first, by part of their name, with their courses, blocks and states`,
        querystring: adminProgramsQuerySchema,
        response: { 200: adminProgramListSchema, ...errors },
      },
    },
    async (request) => listPrograms({ admin: await admin(request), content, query: request.query }),
  );

  const moves = 'DRAFT → PUBLISHED → CLOSED, CLOSED → PUBLISHED, PUBLISHED or CLOSED → ARCHIVED → CLOSED (INVALID_STATE_TRANSITION otherwise)';
  const change = { preHandler: app.authenticate(), schema: { ...common, params: contentStateParamsSchema, headers: versionHeaders } };
  const changeInput = (request: FastifyRequest<{ Params: { id: string } }>) => ({
    database: app.database,
    content,
    audit,
    id: request.params.id,
    ifMatch: ifMatchOf(request),
    now: new Date(),
  });

  app.patch(
    '/admin/programs/:id',
    {
      ...change,
      schema: {
        ...change.schema,
        summary: `Renames a program (PROGRAM_NAME_TAKEN when another has the name) and moves it to another state: ${moves}, from the version If-Match names (the list's version, or the last answer's ETag)`,
        body: programChangeBodySchema,
        response: { 200: programChangedSchema, ...errors, 409: errorBodySchema, ...errorResponses.versioned },
      },
    },
    async (request, reply) => {
      const changed = await changeContent({
        ...changeInput(request),
        admin: await admin(request),
        kind: 'program',
        change: { state: request.body.state, label: request.body.name },
      });
      return withVersion(
        reply,
        { id: changed.id, name: changed.label, state: changed.state, version: changed.version },
        contentDocument('program', changed.label, changed.state),
      );
    },
  );

  app.patch(
    '/admin/courses/:id',
    {
      ...change,
      schema: {
        ...change.schema,
        summary: `Renames a course and moves it to another state: ${moves}; publishing a draft gives the lessons of the classes that follow it. From the version If-Match names (the list's version, or the last answer's ETag)`,
        body: courseChangeBodySchema,
        response: { 200: courseChangedSchema, ...errors, 409: errorBodySchema, ...errorResponses.versioned },
      },
    },
    async (request, reply) => {
      const changed = await changeContent({
        ...changeInput(request),
        admin: await admin(request),
        kind: 'course',
        change: { state: request.body.state, label: request.body.title },
      });
      return withVersion(
        reply,
        { id: changed.id, title: changed.label, state: changed.state, version: changed.version },
        contentDocument('course', changed.label, changed.state),
      );
    },
  );

  for (const kind of ['program', 'course'] as const) {
    app.delete(
      `/admin/${kind}s/:id`,
      {
        preHandler: app.authenticate(),
        schema: {
          ...common,
          summary: `Deletes a draft ${kind} that no learner holds a lesson of (CONTENT_IN_USE otherwise: archive it)`,
          params: contentStateParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors, 409: errorBodySchema.describe('CONTENT_IN_USE') },
        },
      },
      async (request, reply) => {
        await deleteContent({ admin: await admin(request), database: app.database, content, audit, kind, id: request.params.id });
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/admin/programs/:id/versions',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "A program's versions, newest first (its first import, then each correction by re-import): who published it, when, and the pages it changed",
        params: contentStateParamsSchema,
        response: { 200: programVersionsSchema, ...errors },
      },
    },
    async (request) => programVersions({ admin: await admin(request), versions: createProgramVersionsRepository(app.database), programId: request.params.id }),
  );

  await app.register(uploadRoute);
};

/** POST content-packages: one multipart .zip. In a context of its own: multipart bodies are accepted by this route and no other. */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  // The parser cuts the file one byte past the limit, so the use case sees it is too large and says so.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: contentPackageLimits.zipBytes + 1, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/admin/content-packages',
    {
      preHandler: [app.authenticate(), app.limitRate('uploads')],
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: `Uploads a content package (multipart field "file": the .zip of a package folder, docs/content-packages.md, at most ${contentPackageLimits.zipBytes} bytes), checks it as the CLI does, stores its media, then writes its content in one short transaction: a new program, or a correction of the program of the same key; with any problem (INVALID_CONTENT_PACKAGE, issues by path) nothing is written. ?preview=true: checks it and answers what importing would do (200), writing nothing`,
        consumes: ['multipart/form-data'],
        querystring: contentPreviewQuerySchema,
        response: {
          200: contentImportPreviewSchema,
          201: contentImportSummarySchema,
          ...errors,
          412: errorBodySchema.describe('STALE_VERSION: another version was published since expectedVersion'),
          413: errorBodySchema,
          422: errorBodySchema,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const tenantAdmin = await admin(request);
      if (!request.isMultipart()) throw new AppError('TYPE_ERROR', [{ path: 'file', message: 'send the .zip as multipart/form-data' }]);
      const part = await request.file();
      if (!part) throw new AppError('TYPE_ERROR', [{ path: 'file', message: 'no file' }]);
      try {
        const input = {
          admin: tenantAdmin,
          database: app.database,
          uploads: app.uploadsRepository,
          audit: app.auditLogRepository,
          upload: part.file,
          expectedVersion: request.query.expectedVersion,
        };
        if (request.query.preview === 'true') return await (reply as FastifyReply).code(200).send(await importUploadedPackage({ ...input, preview: true }));
        const summary = await importUploadedPackage(input);
        app.lessonRepositories.courseContent.contentWritten();
        return await (reply as FastifyReply).code(201).send(summary);
      } catch (error) {
        // Reading may have stopped at the refusal: the connection closes after the answer rather than take in the rest.
        reply.header('connection', 'close');
        throw error;
      }
    },
  );

  async function admin(request: FastifyRequest) {
    return tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
  }
};
