import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, built from the zod schemas of the routes, at
 * /api/openapi.json, and Swagger UI at /api/docs.
 */
export const openApiPlugin: FastifyPluginAsync = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Espace Apprenant API', version: '0.1.0', description: 'Multi-tenant learner portal. The tenant is chosen by the Host header.' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            lrsBasic: { type: 'http', scheme: 'basic', description: "The LRS's own credentials: a launch's, or an LRS client's key and secret (docs/xapi.md)" },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null },
      // Swagger UI's page has inline code: its CSP lists their hashes. Like every
      // other page, it may not be framed.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          // Swagger UI's React components set style attributes.
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
