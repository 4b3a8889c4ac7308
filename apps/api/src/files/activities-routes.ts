import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { setActivityHeaders } from './file-headers';

/**
 * The xAPI activities of content packages (docs/content-packages.md), at the
 * root-relative URL the importer writes into blocks:
 * /api/activities/<library id>/<file name>. The lesson player frames the
 * page, and the page loads its script by file name, so no bearer token can
 * go along: an activity is open to anyone on its tenant's host, like its
 * logo. Only the files of activity libraries are served here.
 */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = app.filesRepository;
  app.get(
    '/activities/:libraryId/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A file of an xAPI activity (its page, script or images), for the lesson player frame',
        params: z.strictObject({ libraryId: z.string().max(64), name: z.string().max(255) }),
        response: { 200: z.any().describe('The bytes of the file'), ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      const file = await files.findActivityFile(request.tenant.id, request.params.libraryId, request.params.name);
      if (!file) throw new NotFoundError();
      setActivityHeaders(reply, file, request.tenant.hosts.lrs);
      if (request.headers['if-none-match'] === `"${file.sha256}"`) return reply.code(304).send();
      return reply.type(file.type === 'text/html' ? 'text/html; charset=utf-8' : file.type).send(files.content(request.tenant.id, file.id));
    },
  );
};
