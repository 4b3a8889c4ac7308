import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveReferences } from '../../apps/api/src/content/references';
import { readCatalogue } from './catalogue';
import { type FrontOffice, signIn, upload } from './front-office';

/**
 * A stand-in for the back-office (docs/embeds.md): it frames the preview and
 * correction screens of the front-office and drives them with the messages
 * of the protocol. Served at http://backoffice.localhost:3001 it is the demo
 * tenant's back-office, at http://backoffice.acme.localhost:3001 acme's, and
 * at any other host (http://127.0.0.1:3001) a third origin that the embeds
 * must refuse.
 */
const here = dirname(fileURLToPath(import.meta.url));
const catalogue = await readCatalogue(join(here, '../../content'));

/** backoffice.acme.localhost → acme.localhost: each tenant's back-office drives that tenant's front-office. */
function frontFor(request: IncomingMessage, frontOrigin: URL): FrontOffice {
  const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
  const tenantHost = hostname.startsWith('backoffice.') ? hostname.slice('backoffice.'.length) : frontOrigin.hostname;
  const origin = new URL(frontOrigin);
  origin.hostname = tenantHost;
  return { origin: frontOrigin, host: origin.host };
}

const statics: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/backoffice.js': { file: 'backoffice.js', type: 'text/javascript; charset=utf-8' },
  '/backoffice.css': { file: 'backoffice.css', type: 'text/css; charset=utf-8' },
  '/intruder.html': { file: 'intruder.html', type: 'text/html; charset=utf-8' },
  '/intruder.js': { file: 'intruder.js', type: 'text/javascript; charset=utf-8' },
};

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Package file path → stored file id, per tenant and user: each file is uploaded once. */
const uploaded = new Map<string, string>();

/** The block as the back-office holds it: files uploaded to the front-office, activities served here. */
async function resolvedBlock(blockId: string, request: IncomingMessage, front: FrontOffice, token: string | null) {
  const entry = catalogue.blocks.find((block) => block.id === blockId);
  if (!entry) return null;
  const loaded = catalogue.packages.get(entry.folder);
  const fileIds = new Map<string, string>();
  if (token && loaded) {
    for (const file of loaded.files) {
      if (!JSON.stringify(entry.body).includes(`file:${file.path}`)) continue;
      const key = `${front.host}|${token.split('.')[1] ?? ''}|${file.path}`;
      const known = uploaded.get(key) ?? (await upload(front, token, file.name, file.type, readFileSync(file.location)));
      if (known) {
        uploaded.set(key, known);
        fileIds.set(file.path, known);
      }
    }
  }
  const activities = new Map(
    (loaded?.manifest.activities ?? []).map((activity) => [
      activity.key,
      `http://${request.headers.host ?? 'localhost'}/activities/${entry.id}/${activity.key}/${activity.entry}`,
    ]),
  );
  const { value } = resolveReferences(entry.body, (kind, target) =>
    kind === 'file' ? fileIds.get(target) : kind === 'activity' ? activities.get(target) : target,
  );
  return { block: value, ...(entry.courseType ? { courseType: entry.courseType } : {}), terms: entry.terms };
}

/** An activity's files, from its package folder. */
function activityFile(path: string): { content: Uint8Array; type: string } | null {
  const [, , blockId, key, ...rest] = path.split('/');
  const entry = catalogue.blocks.find((block) => block.id === blockId);
  const activity = entry ? catalogue.packages.get(entry.folder)?.activities.find((candidate) => candidate.key === key) : undefined;
  const file = activity?.files.find((candidate) => candidate.path === rest.join('/'));
  return file ? { content: readFileSync(file.location), type: file.type } : null;
}

/** Starts the stand-in; resolves with a function that stops it. */
export function startBackoffice(port: number, frontOrigin: URL): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const handle = async () => {
      const asset = statics[url.pathname];
      if (request.method === 'GET' && asset) return send(response, 200, readFileSync(join(here, asset.file)), asset.type);
      if (request.method === 'GET' && url.pathname === '/config.json') {
        const front = frontFor(request, frontOrigin);
        return send(response, 200, { frontOrigin: `${frontOrigin.protocol}//${front.host}`, blocks: catalogue.blocks.map(({ id, label }) => ({ id, label })) });
      }
      if (request.method === 'GET' && url.pathname.startsWith('/activities/')) {
        const file = activityFile(url.pathname);
        return file ? send(response, 200, Buffer.from(file.content), file.type) : send(response, 404, { code: 'MODEL_NOT_FOUND' });
      }
      if (request.method === 'POST' && url.pathname === '/api/login') {
        const { email, password } = await readJson(request);
        const answer = await signIn(frontFor(request, frontOrigin), String(email ?? ''), String(password ?? ''));
        return send(response, answer.status, answer.body);
      }
      if (request.method === 'POST' && url.pathname === '/api/preview-message') {
        const { blockId, accessToken } = await readJson(request);
        const message = await resolvedBlock(
          String(blockId ?? ''),
          request,
          frontFor(request, frontOrigin),
          typeof accessToken === 'string' && accessToken !== '' ? accessToken : null,
        );
        return message ? send(response, 200, message) : send(response, 404, { code: 'MODEL_NOT_FOUND' });
      }
      return send(response, 404, { code: 'MODEL_NOT_FOUND' });
    };
    handle().catch((error: unknown) => send(response, 502, { code: 'UNDEFINED', message: error instanceof Error ? error.message : String(error) }));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
}
