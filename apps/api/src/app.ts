import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/accounts-routes';
import { authRoutes } from './auth/auth-routes';
import { authenticatePlugin } from './auth/authenticate-plugin';
import { classesRoutes } from './classes/classes-routes';
import { homeRoutes } from './home/home-routes';
import type { Config } from './config';
import { contextRoutes } from './contexts/context-routes';
import { correctionRoutes } from './correction/correction-routes';
import { filesRoutes } from './files/files-routes';
import { tenantPlugin } from './contexts/tenant-plugin';
import { trainerRoutes } from './trainer/trainer-routes';
import type { Database } from './db/database';
import { repositoriesPlugin } from './db/repositories-plugin';
import { resourcesRoutes } from './resources/resources-routes';
import { healthRoutes } from './health/health-routes';
import { lessonEngineRoutes } from './lessons/lesson-engine-routes';
import { compressionPlugin } from './http/compression-plugin';
import { loggerOptions } from './http/log-options';
import { errorHandlerPlugin } from './http/error-handler-plugin';
import { respondWith } from './http/error-mapping';
import { nulGuardPlugin } from './http/nul-guard-plugin';
import { openApiPlugin } from './http/openapi-plugin';
import { rateLimitPlugin } from './http/rate-limit-plugin';
import { responseSerializerCompiler } from './http/response-serializer';
import { securityHeadersPlugin } from './http/security-headers-plugin';
import { spaPlugin } from './http/spa-plugin';
import { mailPlugin } from './mail/mail-plugin';
import { timeAccommodationsRoutes } from './time-accommodations/time-accommodations-routes';
import { meRoutes } from './users/me-routes';
import { xapiPlugin } from './xapi/xapi-plugin';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A pino logger; without one, Fastify logs at `config.logLevel`. */
  logger?: FastifyBaseLogger;
}

/** Request bodies are small JSON documents; anything larger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The API and the web app's server. Composition order (as in fastify/demo):
 * external plugins → app plugins (repositories, tenant, authentication) → routes.
 * The database is opened, migrated and seeded by the caller.
 */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot read (bad percent-encoding, a path parameter over its length) is
    // answered before any route or hook: with our error shape too, never Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = respondWith('BAD_REQUEST', [{ path: 'url', message: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path segment is too long' : 'Malformed URL' }]);
      void (reply as FastifyReply).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(nulGuardPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);

  await app.register(repositoriesPlugin, { database, cacheMs: config.cacheMs });
  await app.register(tenantPlugin, { publicUrl: config.publicUrl });
  await app.register(authenticatePlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(rateLimitPlugin, { database });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contextRoutes);
      await api.register(authRoutes, { config });
      await api.register(meRoutes);
      await api.register(accountsRoutes, { config });
      await api.register(classesRoutes);
      await api.register(homeRoutes, { config });
      await api.register(resourcesRoutes);
      await api.register(filesRoutes);
      await api.register(lessonEngineRoutes);
      await api.register(correctionRoutes);
      await api.register(trainerRoutes);
      await api.register(xapiPlugin);
      await api.register(timeAccommodationsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, { webDist: config.webDist });
  return app;
}
