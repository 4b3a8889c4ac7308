import { contextSchema } from '@espace/contracts/context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/app-error';

export const contextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contexts/current',
    {
      schema: {
        tags: ['contexts'],
        summary: 'The tenant of the request host (SPEC §7)',
        response: { 200: contextSchema },
      },
    },
    async (request) => request.tenant,
  );

  app.get(
    '/contexts/:id/assets/:name',
    {
      schema: {
        tags: ['contexts'],
        summary: "A tenant's logo, favicon or other branding file",
        params: z.strictObject({ id: z.string().max(64), name: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const asset = await app.repositories.contexts.findAsset(request.params.id, request.params.name);
      if (!asset) throw new NotFoundError();
      return reply
        .type(asset.contentType)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(asset.content.buffer, asset.content.byteOffset, asset.content.byteLength));
    },
  );
};
