/**
 * The baseline of the simulated class: a bare Node HTTP server answering the lesson routes
 * with one fixed page (a page the real server gave, in STUB_PAGE_FILE), no database, no
 * authentication. Run under the same load generator, it shows what the machine and the client
 * cost by themselves: the real server's figures read as ratios to it.
 * `node --import tsx bench/support/stub-lesson-server.ts` with PORT and STUB_PAGE_FILE.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const page = JSON.parse(readFileSync(process.env.STUB_PAGE_FILE ?? '', 'utf8')) as Record<string, unknown>;
const unanswered = JSON.stringify({ ...page, answeredAt: null });
const answeredPage = { ...page, answeredAt: new Date(0).toISOString() };
const answered = JSON.stringify(answeredPage);
const answeredAndNext = JSON.stringify({ answered: answeredPage, next: { ...page, answeredAt: null }, end: null });

const server = createServer((request, response) => {
  const url = request.url ?? '';
  // The request body is read to its end, as Fastify reads it.
  request.resume();
  request.on('end', () => {
    if (url.endsWith('/ping')) {
      response.writeHead(204).end();
      return;
    }
    if (url === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const body = url.includes('/pages/answer-and-next') ? answeredAndNext : request.method === 'PATCH' ? answered : unanswered;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
