import { contextSchema } from '@espace/contracts/context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/app-error';
import { opensAsScriptable, sandboxedFilePolicy } from '../http/content-security-policy';
import { webManifest } from './web-manifest';

export const contextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contexts/current',
    {
      schema: {
        tags: ['contexts'],
        summary: 'The tenant of the request host (docs/product/api-calls.md#tenant)',
        response: { 200: contextSchema },
      },
    },
    async (request) => request.tenant,
  );

  app.get(
    '/contexts/current/manifest.webmanifest',
    {
      schema: {
        tags: ['contexts'],
        summary: "The tenant's web app manifest: name, colours and touch icons for installing the app (docs/offline.md#per-tenant-web-manifest)",
      },
    },
    async (request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        // The tenant may change its branding; browsers re-read the manifest now and then anyway.
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(webManifest(request.tenant))),
  );

  app.get(
    '/contexts/:id/assets/:name',
    {
      schema: {
        tags: ['contexts'],
        summary: "The request's tenant's logo, favicon or other branding file (another tenant's id: 404)",
        params: z.strictObject({ id: z.string().max(64), name: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      // The request's own tenant only: another tenant's branding is nobody's business on this host.
      if (request.params.id !== request.tenant.id) throw new NotFoundError();
      const asset = await app.contextRepository.findAsset(request.params.id, request.params.name);
      if (!asset) throw new NotFoundError();
      if (opensAsScriptable(asset.contentType)) reply.header('content-security-policy', sandboxedFilePolicy);
      return reply
        .type(asset.contentType)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(asset.content.buffer, asset.content.byteOffset, asset.content.byteLength));
    },
  );
};
