import {
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  invitationResentSchema,
  passwordResetSentSchema,
  updateAdminUserBodySchema,
} from '@espace/contracts/admin';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { errorResponses } from '../http/route-schemas';
import { reachAdminOf } from '../admin/admin-access';
import { resendInvitation } from './resend-invitation';
import { getUser, listUsers, sendPasswordReset, updateUser } from './users';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The tenant's users in the administration space (docs/administration.md#users): its system admin,
 * or a company admin within their companies' members (anyone else signed in: 403); this tenant's
 * accounts only (another tenant's id: 404). Every change is recorded in the audit log, in its own transaction.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const users = app.adminUsersRepository;
  const audit = app.auditLogRepository;
  const database = app.database;
  // The users' screens also let company admins in, reaching their companies' members only.
  const peopleAdmin = (request: FastifyRequest) => reachAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/users',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "One page of the tenant's users, by name, matching a search",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersSchema, ...errors },
      },
    },
    async (request) => listUsers({ admin: await peopleAdmin(request), users, query: request.query }),
  );

  app.get(
    '/admin/users/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'A user of the tenant with their roles, classes and companies',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => getUser({ admin: await peopleAdmin(request), users, userId: request.params.id }),
  );

  app.patch(
    '/admin/users/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Deactivates or reactivates an account (deactivating ends its sessions), grants or removes the tenant's admin role",
        params: adminUserParamsSchema,
        body: updateAdminUserBodySchema,
        response: { 200: adminUserDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      updateUser({
        admin: await peopleAdmin(request),
        database,
        users,
        profiles: app.usersRepository,
        sessions: app.sessionsRepository,
        audit,
        userId: request.params.id,
        body: request.body,
        now: new Date(),
      }),
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Mails the user a password reset link',
        params: adminUserParamsSchema,
        response: { 200: passwordResetSentSchema, ...errors, 409: errorBodySchema, ...errorResponses.tooManyAttempts },
      },
    },
    async (request) =>
      sendPasswordReset({
        admin: await peopleAdmin(request),
        users,
        accounts: app.accountsRepository,
        mailRequests: app.mailRequestsRepository,
        audit,
        userId: request.params.id,
        ip: request.ip,
        tenant: request.tenant,
        now: new Date(),
        origin: request.publicOrigin,
        ttlSeconds: config.passwordResetTtlSeconds,
        resets: app.passwordResetRepository,
        mailer: app.mailer,
      }),
  );

  app.post(
    '/admin/users/:id/invitation',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Mails an invited account that has not chosen its password a fresh invitation (the earlier link stops working); 409 when none is pending',
        params: adminUserParamsSchema,
        response: { 200: invitationResentSchema, ...errors, 409: errorBodySchema, ...errorResponses.tooManyAttempts },
      },
    },
    async (request) =>
      resendInvitation({
        admin: await peopleAdmin(request),
        tenant: request.tenant,
        database: app.database,
        users,
        accounts: app.accountsRepository,
        resets: app.passwordResetRepository,
        mailRequests: app.mailRequestsRepository,
        audit,
        mailer: app.mailer,
        origin: request.publicOrigin,
        userId: request.params.id,
        ip: request.ip,
        now: new Date(),
      }),
  );
};
