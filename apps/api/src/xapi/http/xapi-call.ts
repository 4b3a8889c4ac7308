import type { XapiVersion } from '@espace/domain/xapi/xapi-version';
import { requestedVersion } from '@espace/domain/xapi/xapi-version';
import { BadRequestError } from '../../http/app-error';

/**
 * A request body as bytes. A class with a private field: the NUL guard walks request bodies, and a
 * Buffer of megabytes would be walked byte by byte; the LRS checks what it parses itself.
 */
export class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

export type XapiMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** One LRS request, whichever syntax it came in: the usual one, or 1.0.3's alternate (form) syntax. */
export interface XapiCall {
  method: XapiMethod;
  query: Record<string, string>;
  authorization: string | undefined;
  versionHeader: string | undefined;
  /** Sent in the alternate request syntax. */
  alternate: boolean;
  contentType: string;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
  acceptLanguage: string | undefined;
  body: Buffer;
}

interface IncomingCall {
  method: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const header = (headers: IncomingCall['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const issue = (path: string, message: string) => new BadRequestError([{ path, message }]);

/** Query values, each once: a repeated parameter is ambiguous and refused. */
function singleValues(query: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') throw issue(`query.${name}`, 'must be given once');
    values[name] = value;
  }
  return values;
}

/** The header names the alternate syntax carries as form fields (Communication 1.3). */
const FORM_HEADERS = ['authorization', 'x-experience-api-version', 'content-type', 'content-length', 'if-match', 'if-none-match'];

/**
 * Reads a request into an XapiCall. A POST with `?method=` is the alternate request syntax: the
 * real method in the query, headers and query parameters as form fields, the content in `content`.
 * It exists in xAPI 1.0.3 only.
 */
export function readXapiCall(incoming: IncomingCall): XapiCall {
  const query = singleValues(incoming.query);
  const bytes = incoming.body instanceof RawBody ? incoming.body.bytes : Buffer.alloc(0);
  const headers: Record<string, string | undefined> = {};
  for (const name of [...FORM_HEADERS, 'accept-language']) headers[name] = header(incoming.headers, name);
  // HEAD is answered as GET; Fastify leaves the body out (Communication 1.1).
  let method = incoming.method.toUpperCase() === 'HEAD' ? 'GET' : incoming.method.toUpperCase();
  let body = bytes;
  if (query.method !== undefined) {
    if (method !== 'POST') throw issue('query.method', 'the alternate request syntax is a POST');
    if (Object.keys(query).length > 1) throw issue('query', 'the alternate request syntax takes no query parameter but method: send them as form fields');
    if (!/^application\/x-www-form-urlencoded/i.test(headers['content-type'] ?? ''))
      throw issue('headers.content-type', 'the alternate request syntax is sent as application/x-www-form-urlencoded');
    method = query.method.toUpperCase();
    if (!['GET', 'PUT', 'POST', 'DELETE'].includes(method)) throw issue('query.method', 'must be GET, PUT, POST or DELETE');
    delete query.method;
    headers['content-type'] = undefined;
    body = Buffer.alloc(0);
    let content = false;
    for (const [name, value] of new URLSearchParams(bytes.toString('utf8'))) {
      const lower = name.toLowerCase();
      if (lower === 'content') [body, content] = [Buffer.from(value, 'utf8'), true];
      else if (FORM_HEADERS.includes(lower)) headers[lower] = value;
      else if (query[name] !== undefined) throw issue(`body.${name}`, 'must be given once');
      else query[name] = value;
    }
    // Content sent without a Content-Type field is JSON, the type of every xAPI content (the
    // conformance suite's XAPI-00336 PUTs a statement so, and expects 204).
    if (content && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
  }
  return {
    method: method as XapiMethod,
    query,
    authorization: headers.authorization,
    versionHeader: headers['x-experience-api-version'],
    alternate: incoming.query.method !== undefined,
    contentType: headers['content-type'] ?? '',
    ifMatch: headers['if-match'],
    ifNoneMatch: headers['if-none-match'],
    acceptLanguage: headers['accept-language'],
    body,
  };
}

/**
 * The version the call names (checked after its credentials, so a caller without any learns
 * nothing more than 401). The alternate syntax exists in 1.0.3 only.
 */
export function versionOf(call: XapiCall): XapiVersion {
  const version = requestedVersion(call.versionHeader);
  if (version === null) throw issue('headers.x-experience-api-version', 'must name a version this LRS speaks: 1.0.x or 2.0.x');
  if (version === '2.0.0' && call.alternate) throw issue('query.method', 'the alternate request syntax is not part of xAPI 2.0.0');
  return version;
}

/** Accept-Language → language tags in the reader's order of preference. */
export function preferredLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
}
