/**
 * The virtual class's HTTP client: node:http on keep-alive connections, one per request in flight,
 * asking for compressed answers as Chromium does (it offers brotli, here as on HTTPS) and decoding
 * them in one call.
 *
 * Why not the global fetch: the load generator shares the server's two cores, so what it spends is
 * taken from the server it measures. Node's fetch (undici: WHATWG streams and headers, and it offers
 * only gzip over http) costs more CPU a request at saturation than this client does
 * (docs/performance.md#the-load-generator). What it sends is what the player sends: the same method,
 * path, headers and body.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface HttpAnswer {
  status: number;
  text: string;
  /** Seconds, from a 503's Retry-After; 0 without one. */
  retryAfter: number;
}

export interface HttpClient {
  /** `timeoutMs`: how long the connection may stay silent before the request fails (30 s by default). */
  send(method: string, path: string, headers: Record<string, string>, body?: string, timeoutMs?: number): Promise<HttpAnswer>;
  close(): void;
}

/** What Chromium offers, zstd aside (node:zlib has no zstd on Node 20; the server never sends it). */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoded(encoding: string | undefined, body: Buffer): string {
  switch (encoding) {
    case undefined:
    case 'identity':
      return body.toString('utf8');
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    default:
      throw new Error(`unexpected content-encoding ${encoding}`);
  }
}

/** A client of `base` (http://host:port): keep-alive, as many connections as requests in flight. */
export function createHttpClient(base: string): HttpClient {
  const origin = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, scheduling: 'lifo' });
  return {
    send(method, path, headers, body, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const outgoing = {
          ...headers,
          'accept-encoding': ACCEPT_ENCODING,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        };
        const sent = request({ host: origin.hostname, port: origin.port, method, path, headers: outgoing, agent, timeout: timeoutMs }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const raw = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              resolve({ status: response.statusCode ?? 0, text: decoded(encoding, raw), retryAfter: Number(response.headers['retry-after']) || 0 });
            } catch (error) {
              reject(error as Error);
            }
          });
        });
        sent.on('timeout', () => sent.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        sent.on('error', reject);
        sent.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
