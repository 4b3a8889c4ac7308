import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { NotFoundError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { activityFileEtag, activityScript, injectedMarkup, servesInjected } from './activity-scripts';
import { setActivityFileHeaders, setActivityHeaders } from './file-headers';
import { injectIntoHtml } from './html-injection';

/**
 * The xAPI activities of content packages (docs/content-packages.md), at the
 * root-relative URL the importer writes into blocks:
 * /api/activities/<library id>/<file path>: a file name, or a path in a
 * SCORM package's folders. The lesson player frames the page, and the page
 * loads its script by relative URL, so no bearer token can
 * go along: an activity is open to anyone on its tenant's host, like its
 * logo. Only the files of activity libraries are served here, and the
 * portal's scripts that every activity page runs first (activity-scripts.ts).
 */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = app.filesRepository;
  app.get(
    '/activities/sandbox/:script',
    {
      schema: {
        tags: ['files'],
        summary: "A script the portal puts at the start of every activity page: its document's in-memory cookie jar and storage",
        params: z.strictObject({ script: z.string().max(64) }),
        response: { 200: z.any().describe('The script'), ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      const script = activityScript(request.params.script);
      if (!script) throw new NotFoundError();
      // The same bytes for every tenant and learner; a new version of the portal may change them, so each use revalidates.
      setActivityFileHeaders(reply, script.etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === script.etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(script.content);
    },
  );
  app.get(
    '/activities/:libraryId/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A file of an activity (its page, script, styles or images), for the lesson player frame; a SCORM package keeps its folders',
        params: z.strictObject({ libraryId: z.string().max(64), '*': z.string().min(1).max(1024) }),
        response: { 200: z.any().describe("The bytes of the file; a page with the portal's scripts at the start of its head"), ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      const file = await files.findActivityFile(request.tenant.id, request.params.libraryId, request.params['*']);
      if (!file) throw new NotFoundError();
      const etag = activityFileEtag(file);
      setActivityHeaders(reply, file, request.tenant.hosts.lrs, etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const content = files.content(request.tenant.id, file.id);
      if (!servesInjected(file)) return reply.type(file.type).send(content);
      return reply.type('text/html; charset=utf-8').send(Readable.from(injectIntoHtml(content, injectedMarkup), { objectMode: false }));
    },
  );
};
