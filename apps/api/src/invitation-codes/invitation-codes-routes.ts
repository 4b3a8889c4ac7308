import {
  createInvitationCodeBodySchema,
  invitationCodeChoicesSchema,
  invitationCodeListSchema,
  invitationCodeParamsSchema,
  invitationCodeSchema,
  invitationCodeUsesSchema,
  updateInvitationCodeBodySchema,
} from '@espace/contracts/admin';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantAdminOf } from '../admin/admin-access';
import { errorResponses } from '../http/route-schemas';
import { createInvitationCode, invitationCodeChoices, invitationCodeUses, listInvitationCodes, setInvitationCodeDisabled } from './invitation-codes';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The tenant's invitation codes in the administration space (docs/administration.md#invitation-codes):
 * the tenant's system admin only (anyone else signed in: 403), this tenant's codes only (another
 * tenant's id: 404). Every change is recorded in the audit log.
 */
export const invitationCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = app.invitationCodesRepository;
  const audit = app.auditLogRepository;
  const database = app.database;
  const classes = app.adminClassesRepository;
  const admin = (request: FastifyRequest) => tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/invitation-codes',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The tenant's invitation codes, newest first, with their uses and state",
        response: { 200: invitationCodeListSchema, ...errors },
      },
    },
    async (request) => listInvitationCodes({ admin: await admin(request), codes, now: new Date() }),
  );

  app.get(
    '/admin/invitation-code-choices',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "What a new code may name: the tenant's classes that take learners (not closed, not ended), by name",
        response: { 200: invitationCodeChoicesSchema, ...errors },
      },
    },
    async (request) => invitationCodeChoices({ admin: await admin(request), classes, now: new Date() }),
  );

  app.post(
    '/admin/invitation-codes',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Creates an invitation code (given, or generated), with a usage limit, an expiry and a class its registrations join (another tenant's: 404)",
        body: createInvitationCodeBodySchema,
        response: { 201: invitationCodeSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createInvitationCode({ admin: await admin(request), database, codes, audit, classes, now: new Date(), body: request.body });
      return (reply as FastifyReply).code(201).send(created);
    },
  );

  app.patch(
    '/admin/invitation-codes/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Disables an invitation code, or enables it again',
        params: invitationCodeParamsSchema,
        body: updateInvitationCodeBodySchema,
        response: { 200: invitationCodeSchema, ...errors },
      },
    },
    async (request) =>
      setInvitationCodeDisabled({
        admin: await admin(request),
        database,
        codes,
        audit,
        now: new Date(),
        id: request.params.id,
        disabled: request.body.disabled,
      }),
  );

  app.get(
    '/admin/invitation-codes/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'An invitation code and the accounts registered with it',
        params: invitationCodeParamsSchema,
        response: { 200: invitationCodeUsesSchema, ...errors },
      },
    },
    async (request) => invitationCodeUses({ admin: await admin(request), codes, now: new Date(), id: request.params.id }),
  );
};
