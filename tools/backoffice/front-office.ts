import { request } from 'node:http';
import { basename } from 'node:path';

/**
 * Calls to the front-office API made by the stand-in's server, not the
 * browser (no CORS). Node does not map *.localhost to loopback, so every call
 * goes to FRONT_ORIGIN and names the tenant in the Host header, which is what
 * the API resolves the tenant from.
 */
export interface FrontOffice {
  origin: URL;
  /** host[:port] of the tenant, e.g. acme.localhost:3100. */
  host: string;
}

export interface FrontAnswer {
  status: number;
  body: unknown;
}

export function callFront(front: FrontOffice, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<FrontAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        hostname: front.origin.hostname,
        port: front.origin.port,
        path,
        method,
        headers: { ...headers, host: front.host, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the text itself is the answer.
          }
          resolve({ status: response.statusCode ?? 502, body: parsed });
        });
      },
    );
    call.on('error', reject);
    if (body) call.write(body);
    call.end();
  });
}

export function signIn(front: FrontOffice, email: string, password: string): Promise<FrontAnswer> {
  return callFront(front, 'POST', '/api/users/login', { 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ email, password })));
}

/** Uploads one file into the signed-in user's library, as an author would before using it in a block. */
export async function upload(front: FrontOffice, token: string, fileName: string, type: string, content: Uint8Array): Promise<string | null> {
  const boundary = `----standin${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(fileName).replace(/"/g, '')}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const body = Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const answer = await callFront(
    front,
    'POST',
    '/api/files',
    { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  );
  const id = (answer.body as { id?: unknown } | null)?.id;
  return answer.status === 201 && typeof id === 'string' ? id : null;
}
