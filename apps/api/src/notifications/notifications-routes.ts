import {
  notificationParamsSchema,
  notificationReadBodySchema,
  notificationSchema,
  notificationsMarkedSchema,
  notificationsQuerySchema,
  notificationsSchema,
  unreadNotificationsSchema,
} from '@espace/contracts/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { countMyUnread, listMyNotifications, markAllMyNotificationsRead, markMyNotification } from './my-notifications';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.notFound };

/** The notification centre (docs/api.md#notifications): the signed-in user's own notifications, in either space. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.notificationsRepository;
  const reader = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: request.auth.userId, notifications });
  const common = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/users/me/notifications',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'One page of my notifications, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsSchema, ...errors },
      },
    },
    async (request) => listMyNotifications({ ...reader(request), query: request.query }),
  );

  app.get(
    '/users/me/notifications/unread-count',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'How many of my notifications are unread (the header asks every 20 s)',
        response: { 200: unreadNotificationsSchema, ...errors },
      },
    },
    async (request) => countMyUnread(reader(request)),
  );

  app.patch(
    '/users/me/notifications/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Mark one of my notifications read or unread',
        params: notificationParamsSchema,
        body: notificationReadBodySchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => markMyNotification({ ...reader(request), id: request.params.id, read: request.body.read, now: new Date() }),
  );

  app.post(
    '/users/me/notifications/read-all',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: 'Mark all my notifications read', response: { 200: notificationsMarkedSchema, ...errors } },
    },
    async (request) => markAllMyNotificationsRead({ ...reader(request), now: new Date() }),
  );
};
