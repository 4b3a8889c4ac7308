import { createHash } from 'node:crypto';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { jsonProblemText, parseJson } from '@espace/domain/xapi/json-values';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import { BadRequestError, type ErrorIssue } from '../../http/app-error';
import { nulCharacterPaths } from '../../http/nul-guard-plugin';
import { multipartBoundary, splitMultipart } from '../http/multipart-mixed';

/** The most statements one request may store (the LRS may refuse larger batches). */
const MAX_BATCH = 1000;

export interface AttachmentPart {
  sha2: string;
  contentType: string;
  content: Buffer;
}

export interface StatementBatch {
  statements: JsonObject[];
  /** Whether the body was one statement (PUT, or a POST of an object) rather than an array. */
  single: boolean;
  /** multipart/mixed parts after the first, by SHA-2; empty for application/json. */
  parts: Map<string, AttachmentPart>;
  multipart: boolean;
}

const refuse = (path: string, message: string): never => {
  throw new BadRequestError([{ path, message }]);
};

const HASHES: Record<number, string> = { 56: 'sha224', 64: 'sha256', 96: 'sha384', 128: 'sha512' };

/** The SHA-2 of `content` with the algorithm a digest of this length names. */
export function sha2Of(content: Buffer, digest: string): string | null {
  const algorithm = HASHES[digest.length];
  return algorithm ? createHash(algorithm).update(content).digest('hex') : null;
}

function readJson(text: string, path: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : refuse(path, jsonProblemText(parsed.problem));
}

function readParts(body: Buffer, boundary: string): { json: string; parts: Map<string, AttachmentPart> } {
  const split = splitMultipart(body, boundary);
  if (!split || split.length === 0) return refuse('body', 'is not a multipart/mixed body with the boundary its Content-Type names');
  const [first, ...rest] = split;
  if (!/^application\/json/i.test(first?.headers['content-type'] ?? '')) refuse('body.parts[0]', 'must be the statements, of type application/json');
  const parts = new Map<string, AttachmentPart>();
  rest.forEach((part, index) => {
    const path = `body.parts[${index + 1}]`;
    const hash = part.headers['x-experience-api-hash']?.toLowerCase();
    if (!hash) return refuse(path, 'needs an X-Experience-API-Hash header');
    const encoding = part.headers['content-transfer-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'binary') refuse(path, 'must use Content-Transfer-Encoding: binary');
    if (sha2Of(part.body, hash) !== hash) refuse(path, 'does not match its X-Experience-API-Hash');
    parts.set(hash, { sha2: hash, contentType: part.headers['content-type'] ?? 'application/octet-stream', content: part.body });
  });
  return { json: first?.body.toString('utf8') ?? '', parts };
}

/**
 * The statements of a PUT or POST body: application/json, or multipart/mixed whose first part is
 * the statements and whose other parts are attachments, each checked against its SHA-2.
 */
export function readStatementBatch(contentType: string, body: Buffer): StatementBatch {
  const boundary = multipartBoundary(contentType);
  let json: string;
  let parts = new Map<string, AttachmentPart>();
  if (boundary !== null) ({ json, parts } = readParts(body, boundary));
  else if (/^application\/json\s*(;|$)/i.test(contentType)) json = body.toString('utf8');
  else return refuse('headers.content-type', 'must be application/json or multipart/mixed');
  const value = readJson(json, 'body');
  const nul: ErrorIssue[] = nulCharacterPaths(value, 'body');
  if (nul.length > 0) throw new BadRequestError(nul);
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) refuse('body', 'holds no statement');
  if (list.length > MAX_BATCH) refuse('body', `holds more than ${MAX_BATCH} statements: send them in several batches`);
  list.forEach((statement, index) => {
    if (!isPlainObject(statement)) refuse(Array.isArray(value) ? `body[${index}]` : 'body', 'must be a Statement (a JSON object)');
  });
  return { statements: list as JsonObject[], single: !Array.isArray(value), parts, multipart: boundary !== null };
}
