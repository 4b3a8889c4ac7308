import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  classInvitationsBodySchema,
  classInvitationsParamsSchema,
  classInvitationsSchema,
  learnerImportCheckSchema,
  learnerImportParamsSchema,
  learnerImportQuerySchema,
  learnerImportReportSchema,
  learnerImportSchema,
} from '@espace/contracts/admin-enrolment';
import { learnerImportLimits } from '@espace/domain/admin/learner-import';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { reachAdminOf } from '../admin/admin-access';
import { inviteToClass } from './class-invitations';
import { checkLearnerImport } from './learner-import-check';
import { getLearnerImport, getLearnerImportReport, presentCheck, startLearnerImport } from './learner-imports';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };
const uploadErrors = { ...errors, 413: errorBodySchema.describe('FILE_TOO_LARGE'), ...errorResponses.tooManyAttempts };

/**
 * Enrolment by address and CSV import of learners (docs/administration.md#inviting-by-e-mail): the
 * tenant's system admin only, checked before the body is read (anyone else signed in: 403);
 * another tenant's class or import: 404. In a context of its own: multipart bodies are accepted
 * by the two upload routes and no other.
 */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The parser cuts the file one byte past the limit, so the reader sees it is too large and says so.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: learnerImportLimits.bytes + 1, files: 1, fields: 2, parts: 3 } });
  const admin = (request: FastifyRequest) => reachAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  /** The uploaded CSV (multipart field "file"); anything else is TYPE_ERROR. */
  const csvPart = async (request: FastifyRequest): Promise<MultipartFile> => {
    if (!request.isMultipart()) throw new AppError('TYPE_ERROR', [{ path: 'body', message: 'a multipart/form-data body with a CSV file' }]);
    const part = await request.file();
    if (part === undefined) throw new AppError('TYPE_ERROR', [{ path: 'body.file', message: 'is missing' }]);
    return part;
  };
  /** A refusal met while reading: the connection closes after the answer rather than take in the rest of a body nobody reads. */
  const reading = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
  };

  app.post(
    '/admin/classes/:id/invitations',
    {
      preHandler: [app.authenticate(), app.limitRate('adminEnrolment')],
      schema: {
        ...common,
        summary: 'Enrols addresses in a class as learners or trainers; unknown addresses get an account and a one-time link by mail',
        params: classInvitationsParamsSchema,
        body: classInvitationsBodySchema,
        response: { 200: classInvitationsSchema, ...errors, ...errorResponses.tooManyAttempts },
      },
    },
    async (request) =>
      inviteToClass({
        admin: await admin(request),
        tenant: request.tenant,
        origin: request.publicOrigin,
        database: app.database,
        enrolment: app.enrolmentRepository,
        resets: app.passwordResetRepository,
        audit: app.auditLogRepository,
        mailer: app.mailer,
        classId: request.params.id,
        body: request.body,
        now: new Date(),
      }),
  );

  app.post(
    '/admin/learner-imports/check',
    {
      preHandler: [app.authenticate(), app.limitRate('adminEnrolment')],
      schema: {
        ...common,
        summary: `Checks a CSV of learners (multipart field "file", UTF-8, at most ${learnerImportLimits.bytes} bytes and ${learnerImportLimits.lines} lines) and lists its problems by line and column; writes nothing`,
        consumes: ['multipart/form-data'],
        response: { 200: learnerImportCheckSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const caller = await admin(request);
      const part = await csvPart(request);
      const check = await reading(reply, () => checkLearnerImport({ admin: caller, enrolment: app.enrolmentRepository, file: part.file }));
      if (check.stoppedEarly) reply.header('connection', 'close');
      return presentCheck(check);
    },
  );

  app.post(
    '/admin/learner-imports',
    {
      preHandler: [app.authenticate(), app.limitRate('adminEnrolment')],
      schema: {
        ...common,
        summary:
          'Imports a CSV of learners as a job (202): all lines or none, or the valid lines only (validOnly=true); a file with problems otherwise is INVALID_LEARNER_IMPORT (422)',
        consumes: ['multipart/form-data'],
        querystring: learnerImportQuerySchema,
        response: { 202: learnerImportSchema, ...uploadErrors, 422: errorBodySchema.describe('INVALID_LEARNER_IMPORT, with data.check') },
      },
    },
    async (request, reply) => {
      const caller = await admin(request);
      const part = await csvPart(request);
      const job = await reading(reply, () =>
        startLearnerImport({
          admin: caller,
          enrolment: app.enrolmentRepository,
          imports: app.learnerImportsRepository,
          jobs: app.jobs,
          origin: request.publicOrigin,
          file: part.file,
          fileName: part.filename,
          validOnly: request.query.validOnly ?? false,
          now: new Date(),
        }),
      );
      return (reply as FastifyReply).code(202).send(job);
    },
  );

  app.get(
    '/admin/learner-imports/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "An import's state and progress (polled by the progress bar)",
        params: learnerImportParamsSchema,
        response: { 200: learnerImportSchema, ...errors },
      },
    },
    async (request) => getLearnerImport({ admin: await admin(request), imports: app.learnerImportsRepository, id: request.params.id, now: new Date() }),
  );

  app.get(
    '/admin/learner-imports/:id/report',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'What an import did with each line of its file: created, invited again, enrolled, already enrolled, or skipped and why',
        params: learnerImportParamsSchema,
        response: { 200: learnerImportReportSchema, ...errors },
      },
    },
    async (request) => getLearnerImportReport({ admin: await admin(request), imports: app.learnerImportsRepository, id: request.params.id }),
  );
};
