import { calendarFeedParamsSchema, issuedCalendarFeedSchema, myCalendarFeedSchema } from '@espace/contracts/calendar';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashSecret } from '../accounts/secrets';
import { errorResponses } from '../http/route-schemas';
import { readCalendarFeed } from './calendar-feed';
import { issueCalendarFeed, myCalendarFeed, revokeCalendarFeed } from './feed-links';

/** How long a calendar app or a proxy on the user's side may keep a feed: a revoked link is read at most this long after. */
const FEED_MAX_AGE_SECONDS = 5 * 60;

/**
 * A user's calendar feed (docs/api.md#calendar-feed): its link made, renewed and revoked from the
 * profile, and the feed itself, read by calendar apps with the token of its address alone.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = app.calendarFeedsRepository;
  const common = { tags: ['calendar'], security: [{ bearer: [] }] };
  const mine = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: request.auth.userId, feeds });

  app.get(
    '/users/me/calendar-feed',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Whether my calendar link is out, and since when (its address is shown only when made)',
        response: { 200: myCalendarFeedSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => myCalendarFeed(mine(request)),
  );

  app.post(
    '/users/me/calendar-feed',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Make my calendar link, or a new one in place of the old, which stops working at once',
        response: { 201: issuedCalendarFeedSchema, ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      const issued = await issueCalendarFeed({ ...mine(request), origin: request.publicOrigin, now: new Date() });
      return (reply as FastifyReply).code(201).send(issued);
    },
  );

  app.delete(
    '/users/me/calendar-feed',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Stop my calendar link (calendar apps then read 404)',
        response: { 204: z.null().describe('Revoked, or none was out'), ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(mine(request));
      return (reply as FastifyReply).code(204).send();
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      // Counted per address and per feed, by the token's hash: the counters keep no token.
      preHandler: app.limitRate('calendarFeed', (request) => hashSecret((request.params as { token: string }).token)),
      schema: {
        tags: ['calendar'],
        summary: "A user's calendar feed (iCalendar), opened by the token of its address alone: no other authentication (rate-limited per feed and address)",
        params: calendarFeedParamsSchema,
        response: { 200: z.any().describe('text/calendar'), ...errorResponses.notFound, ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      const feed = await readCalendarFeed({
        tenant: request.tenant,
        token: request.params.token,
        origin: request.publicOrigin,
        feeds,
        classes: app.classesRepository,
        trainers: app.trainerRepository,
        dueDates: app.dueDatesRepository,
        now: new Date(),
      });
      return (reply as FastifyReply)
        .type('text/calendar; charset=utf-8')
        .header('cache-control', `private, max-age=${FEED_MAX_AGE_SECONDS}`)
        .send(Buffer.from(feed, 'utf8'));
    },
  );
};
