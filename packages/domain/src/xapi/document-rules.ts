import type { XapiVersion } from './checks';
import { jsonProblemText, parseJson } from './json-values';
import { isPlainObject } from './xapi-formats';

export type DocumentKind = 'state' | 'activity-profile' | 'agent-profile';

export interface Preconditions {
  method: 'PUT' | 'POST' | 'DELETE';
  kind: DocumentKind;
  version: XapiVersion;
  /** The stored document's ETag (quoted), when there is one. */
  current: string | null;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

/** `"a", W/"b"` → ['"a"', '"b"'] (quotes added where a client left them out); `*` stays `*`. */
export function entityTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag !== '')
    .map((tag) => (tag === '*' || tag.startsWith('"') ? tag : `"${tag}"`));
}

/**
 * Optimistic concurrency of documents (Communication 3.1): If-Match and If-None-Match as RFC 7232
 * says (412 when they fail). A PUT that names neither over an existing document is 409, for the
 * profiles in both versions and for the state in 2.0.0 (1.0.3 lets a PUT to a state replace it).
 * In 1.0.3 a PUT to a profile "MUST include" one of them (3.1, client requirements): one naming
 * neither where there is no document yet is refused as a missing argument (400), as the 1.0.3
 * conformance suite checks (XAPI-00273); 2.0.0 asks no such thing of clients.
 */
export function preconditionOutcome(conditions: Preconditions): 'proceed' | 'precondition-failed' | 'conflict' | 'headers-required' {
  const { current, ifMatch, ifNoneMatch } = conditions;
  if (ifMatch !== undefined) {
    const tags = entityTags(ifMatch);
    if (current === null || !(tags.includes('*') || tags.includes(current))) return 'precondition-failed';
  }
  if (ifNoneMatch !== undefined) {
    const tags = entityTags(ifNoneMatch);
    if (current !== null && (tags.includes('*') || tags.includes(current))) return 'precondition-failed';
  }
  const guarded = conditions.kind !== 'state' || conditions.version === '2.0.0';
  const bare = conditions.method === 'PUT' && ifMatch === undefined && ifNoneMatch === undefined;
  if (bare && current !== null && guarded) return 'conflict';
  if (bare && current === null && conditions.kind !== 'state' && conditions.version === '1.0.3') return 'headers-required';
  return 'proceed';
}

const JSON_TYPE = /^application\/json(\s*;.*)?$/i;

/**
 * Why a POST's content is refused whatever is stored (Communication 2.2, 2.3, 2.6, 2.7: "a POST
 * request … which contains name/value pairs with invalid JSON and the Content-Type header is
 * application/json" is 400): content sent as application/json must be JSON, nested at most
 * MAX_JSON_DEPTH levels, whether it merges or is stored as a new document. Null when it may go on.
 */
export function postedContentProblem(sent: { contentType: string; text: string }): string | null {
  if (!JSON_TYPE.test(sent.contentType)) return null;
  const parsed = parseJson(sent.text);
  return parsed.ok ? null : `the document sent ${jsonProblemText(parsed.problem)}`;
}

/**
 * POST of a document over a stored one merges JSON objects (Communication 2.2.s7): the stored
 * object's top-level properties are replaced by those sent. Both must be JSON objects, nested at
 * most MAX_JSON_DEPTH levels; otherwise the POST is refused (2.2.s8). A POST finding no document is
 * a PUT (2.2.s7): any content, stored as sent, so the caller does not merge then.
 */
export function mergedDocument(
  stored: { contentType: string; text: string },
  sent: { contentType: string; text: string },
): { ok: true; text: string } | { ok: false; reason: string } {
  const incoming = readObject(sent);
  if (incoming === 'too-deep') return { ok: false, reason: `the document sent ${jsonProblemText('too-deep')}` };
  if (incoming === null) return { ok: false, reason: 'a POST merges JSON objects: send application/json holding an object, or PUT to replace the document' };
  const existing = readObject(stored);
  if (existing === 'too-deep') return { ok: false, reason: `the stored document ${jsonProblemText('too-deep')}, so it cannot be merged: PUT to replace it` };
  if (existing === null) return { ok: false, reason: 'the stored document is not a JSON object, so it cannot be merged: PUT to replace it' };
  return { ok: true, text: JSON.stringify({ ...existing, ...incoming }) };
}

function readObject({ contentType, text }: { contentType: string; text: string }): Record<string, unknown> | 'too-deep' | null {
  if (!JSON_TYPE.test(contentType)) return null;
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed.problem === 'too-deep' ? parsed.problem : null;
  return isPlainObject(parsed.value) ? parsed.value : null;
}
