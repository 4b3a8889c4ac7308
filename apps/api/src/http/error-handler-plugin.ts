import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseBusyError } from '../db/database';
import { ServerBusyError, TooManyAttemptsError } from './app-error';
import { toErrorResponse } from './error-mapping';

/** The single error handler: every failure answers `{code, title, message, issues?}`. */
export const errorHandlerPlugin: FastifyPluginAsync = fp(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ code: body.code, issues: body.issues }, 'request refused');
      if (error instanceof TooManyAttemptsError || error instanceof ServerBusyError || error instanceof DatabaseBusyError)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(status).send(body);
    });
  },
  { name: 'error-handler' },
);
