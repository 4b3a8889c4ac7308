import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { TooManyAttemptsError } from './app-error';
import { databaseRateLimitStore, purgeExpiredRateLimitCounters } from './rate-limit-store';

const HOUR = 60 * 60 * 1000;

interface RateLimit {
  /** Per signed-in user (counted after `authenticate`). */
  perUser?: number;
  /** Per key the route names (`limitRate`'s `keyOf`): what an anonymous capability opens, never the secret itself. */
  perKey?: number;
  perAddress: number;
  windowMs: number;
}

/**
 * What a signed-in user or one address may ask of the routes that send mail, store bytes or
 * answer anonymous lookups (docs/security.md). Generous for a learner — a class
 * registering behind one school address, a learner uploading a folder of photos — and far below
 * what would flood an inbox or a disk. Sign-in and password-reset mail have their own throttles.
 */
export const rateLimits = {
  registration: { perAddress: 60, windowMs: HOUR },
  certificateVerification: { perAddress: 120, windowMs: 10 * 60 * 1000 },
  contactTeacher: { perUser: 10, perAddress: 60, windowMs: HOUR },
  // Replies in threads (docs/trainers.md#messages), each told to the other party: a conversation's pace, a class behind one address.
  threadReplies: { perUser: 120, perAddress: 1200, windowMs: HOUR },
  // A trainer's messages to a class (up to 1,000 learners each): a few reminders an hour, never a flood.
  classMessages: { perUser: 20, perAddress: 100, windowMs: HOUR },
  documentsByMail: { perUser: 10, perAddress: 60, windowMs: HOUR },
  uploads: { perUser: 100, perAddress: 500, windowMs: HOUR },
  // An admin's invitations (up to 100 addresses a request) and learner imports: a whole school in an hour, not an inbox flood.
  adminEnrolment: { perUser: 60, perAddress: 300, windowMs: HOUR },
  // Each test of a single sign-on provider makes the server fetch another site twice: enough to
  // fix a configuration by trial, too few to use the server as a prober of other hosts.
  issuerProbes: { perUser: 20, perAddress: 60, windowMs: HOUR },
  // A calendar feed is read by calendar apps, often from their own servers, many users' feeds
  // behind one address: a calendar app refreshes a feed a few times an hour at most.
  calendarFeed: { perKey: 60, perAddress: 1200, windowMs: HOUR },
  // A certificate's PDF is drawn at each download (a quarter of a second of the server's CPU):
  // a learner's certificates downloaded again and again, a class behind one address, never a loop.
  // Counted per downloader (a session or a signed link, the same user either way).
  certificatePdfs: { perKey: 60, perAddress: 600, windowMs: HOUR },
  // A mail's unsubscribe link, posted by mail providers' servers (many users behind one address)
  // and by the page it opens: a link is used once or twice, an address guessing tokens is slowed.
  mailUnsubscribe: { perKey: 10, perAddress: 600, windowMs: HOUR },
  // The retention mail's « keep my account », as an unsubscribe link: used once, its 256-bit token never guessed.
  accountKeeping: { perKey: 10, perAddress: 600, windowMs: HOUR },
  // The archive of a user's data reads all of it (two seconds of the database at 10,000 pages):
  // downloaded again after a failed try, by a few admins behind one address, never in a loop.
  // Counted per requester (the signed link's user).
  dataExports: { perKey: 30, perAddress: 300, windowMs: HOUR },
  // A class's evidence pack draws each learner's attestation (a minute of the job queue's CPU for
  // a class of a thousand): asked again after a failure, never in a loop.
  evidencePacks: { perUser: 10, perAddress: 60, windowMs: HOUR },
  // A prepared pack read from the database a chunk at a time: downloaded again, never in a loop.
  // Counted per requester (the signed link's user).
  evidencePackDownloads: { perKey: 60, perAddress: 600, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;
export type RateLimitName = keyof typeof rateLimits;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler counting the request against the named limit, per address, (after
     * `authenticate`) per user, and per the key `keyOf` gives (a limit with `perKey` needs one);
     * past any, 429 TOO_MANY_REQUESTS with Retry-After.
     */
    limitRate(name: RateLimitName, keyOf?: (request: FastifyRequest) => string): preHandlerAsyncHookHandler;
  }
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * @fastify/rate-limit with its counters in the database (rate-limit-store.ts), so the limits
 * hold across every API process. Not global: only the routes that ask are limited.
 */
export const rateLimitPlugin = fp<{ database: Database }>(async (app, { database }) => {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database) as never, skipOnError: false });

  const purge = setInterval(
    () => void purgeExpiredRateLimitCounters(database).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit purge failed')),
    PURGE_EVERY_MS,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.decorate('limitRate', (name: RateLimitName, keyOf?: (request: FastifyRequest) => string): preHandlerAsyncHookHandler => {
    const limit: RateLimit = rateLimits[name];
    if ((limit.perKey === undefined) !== (keyOf === undefined)) throw new Error(`Rate limit ${name}: a key is given exactly when the limit counts per key`);
    const counters = [
      app.createRateLimit({ max: limit.perAddress, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:ip:${normalizeIP(request.ip)}` }),
      ...(limit.perUser === undefined
        ? []
        : [
            app.createRateLimit({
              max: limit.perUser,
              timeWindow: limit.windowMs,
              keyGenerator: (request: FastifyRequest) => `${name}:user:${request.auth.userId}`,
            }),
          ]),
      ...(limit.perKey === undefined || keyOf === undefined
        ? []
        : [app.createRateLimit({ max: limit.perKey, timeWindow: limit.windowMs, keyGenerator: (request: FastifyRequest) => `${name}:key:${keyOf(request)}` })]),
    ];
    return async (request) => {
      for (const counter of counters) {
        const outcome = await counter(request);
        if (!outcome.isAllowed && outcome.isExceeded) throw new TooManyAttemptsError(outcome.ttl, 'TOO_MANY_REQUESTS');
      }
    };
  });
});
