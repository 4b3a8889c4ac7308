import { describe, expect, it } from 'vitest';
import { entityTags, mergedDocument, postedContentProblem, preconditionOutcome } from './document-rules';
import { parseScopes, reachFor } from './scopes';
import { isDuration, isIri, isLanguageTag, isTimestamp } from './xapi-formats';
import { requestedVersion } from './xapi-version';

const base = {
  method: 'PUT' as const,
  kind: 'activity-profile' as const,
  version: '1.0.3' as const,
  current: '"abc"',
  ifMatch: undefined,
  ifNoneMatch: undefined,
};

describe('preconditionOutcome', () => {
  it.each([
    ['a PUT over a profile without headers', {}, 'conflict'],
    ['a PUT over a 1.0.3 state without headers', { kind: 'state' }, 'proceed'],
    ['a PUT over a 2.0.0 state without headers', { kind: 'state', version: '2.0.0' }, 'conflict'],
    // Communication 3.1: a 1.0.3 client MUST name a header on a profile PUT (conformance XAPI-00273).
    ['a new 1.0.3 profile without headers', { current: null }, 'headers-required'],
    ['a new 2.0.0 profile without headers', { current: null, version: '2.0.0' }, 'proceed'],
    ['a new 1.0.3 state without headers', { current: null, kind: 'state' }, 'proceed'],
    ['If-Match of the current ETag', { ifMatch: '"abc"' }, 'proceed'],
    ['If-Match without quotes', { ifMatch: 'abc' }, 'proceed'],
    ['If-Match of another ETag', { ifMatch: '"old"' }, 'precondition-failed'],
    ['If-Match: * with no document', { ifMatch: '*', current: null }, 'precondition-failed'],
    ['If-None-Match: * over a document', { ifNoneMatch: '*' }, 'precondition-failed'],
    ['If-None-Match: * with no document', { ifNoneMatch: '*', current: null }, 'proceed'],
    ['a POST without headers', { method: 'POST' }, 'proceed'],
    ['a DELETE with a stale If-Match', { method: 'DELETE', ifMatch: '"old"' }, 'precondition-failed'],
  ])('%s → %s', (_, change, outcome) => {
    expect(preconditionOutcome({ ...base, ...change } as Parameters<typeof preconditionOutcome>[0])).toBe(outcome);
  });

  it('reads entity tag lists', () => {
    expect(entityTags('"a", W/"b", c')).toEqual(['"a"', '"b"', '"c"']);
  });
});

describe('mergedDocument', () => {
  const json = (value: unknown) => ({ contentType: 'application/json; charset=utf-8', text: JSON.stringify(value) });
  it('merges JSON objects by their top-level properties, and refuses anything else', () => {
    expect(mergedDocument(json({ a: 1, b: { c: 1 } }), json({ b: { d: 2 }, e: 3 }))).toEqual({ ok: true, text: JSON.stringify({ a: 1, b: { d: 2 }, e: 3 }) });
    expect(mergedDocument(json([1]), json({ a: 1 })).ok).toBe(false);
    expect(mergedDocument({ contentType: 'text/plain', text: 'x' }, json({ a: 1 })).ok).toBe(false);
    expect(mergedDocument(json({ a: 1 }), { contentType: 'text/plain', text: '{"a":1}' }).ok).toBe(false);
  });

  it('refuses a document sent, or one stored, nested past the depth limit, saying which', () => {
    const deep = { contentType: 'application/json', text: `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}` };
    expect(mergedDocument(json({ a: 1 }), deep)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^the document sent nests .* more than 128 levels deep$/),
    });
    expect(mergedDocument(deep, json({ a: 1 }))).toEqual({ ok: false, reason: expect.stringMatching(/^the stored document nests .* PUT to replace it$/) });
  });
});

describe('postedContentProblem (Communication 2.3, 2.6, 2.7: XAPI-00235, XAPI-00281, XAPI-00314)', () => {
  it.each([
    ['JSON cut short, sent as application/json', 'application/json', '{"a":1}[', 'the document sent is not well-formed JSON'],
    ['JSON with a charset parameter, not JSON', 'application/json; charset=utf-8', '{a:1}', 'the document sent is not well-formed JSON'],
    ['JSON nested past the limit', 'application/json', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, expect.stringMatching(/more than 128 levels deep$/)],
    ['a JSON object', 'application/json', '{"a":1}', null],
    ['JSON that is no object (a POST finding no document stores it)', 'application/json', 'true', null],
    ['anything sent as another type', 'text/plain', '{"a":1}[', null],
  ])('%s → %s', (_, contentType, text, problem) => {
    expect(postedContentProblem({ contentType, text })).toEqual(problem);
  });
});

describe('scopes', () => {
  it('maps the OAuth scopes onto what a client may do', () => {
    const client = (value: string) => ({ kind: 'client' as const, scopes: parseScopes(value) ?? [] });
    expect(reachFor(client('all'), { kind: 'write-statements' })).toBe('write');
    expect(reachFor(client('statements/read/mine'), { kind: 'read-statements' })).toBe('mine');
    expect(reachFor(client('statements/read'), { kind: 'write-statements' })).toBe('none');
    expect(reachFor(client('state'), { kind: 'write-documents', resource: 'state' })).toBe('write');
    expect(reachFor(client('state'), { kind: 'write-documents', resource: 'agent-profile' })).toBe('none');
    expect(reachFor(client('all/read'), { kind: 'write-documents', resource: 'state' })).toBe('none');
    expect(reachFor({ kind: 'launch' }, { kind: 'read-statements' })).toBe('mine');
    expect(parseScopes('all, state')).toEqual(['all', 'state']);
    expect(parseScopes('everything')).toBeNull();
  });
});

describe('formats and versions', () => {
  it.each([
    [isIri('http://example.com/a b'), false],
    [isIri('urn:uuid:1234'), true],
    [isLanguageTag('en-US'), true],
    [isLanguageTag('zh-Hant-TW'), true],
    [isLanguageTag('en_US'), false],
    // RFC 5646, as the conformance suite's XAPI-00013 cases read it.
    [isLanguageTag('i-enochian'), true],
    [isLanguageTag('az-Arab-x-AZE-derbend'), true],
    [isLanguageTag('hy-Latn-IT-arevela'), true],
    [isLanguageTag('ar-a-aaa-b-bbb-a-ccc'), false],
    [isLanguageTag('de-419-DE'), false],
    [isLanguageTag('a-DE'), false],
    [isDuration('PT1H30M'), true],
    [isDuration('P1W'), true],
    [isDuration('P'), false],
    [isDuration('PT'), false],
    [isTimestamp('2026-03-02T10:00:00.5+0100', true), true],
    [isTimestamp('2026-13-02T10:00:00Z', false), false],
    // RFC 3339 5.6 (xAPI 2.0.0, conformance configs/timestamps.js): a space may stand for the T.
    [isTimestamp('2008-09-15 15:53:00.601+00:00', true), true],
    [isTimestamp('2008-09-15 15:53:00.601+00:00', false), false],
    [isTimestamp('2008-09-15T15:53:00.601-00', true), false],
    [requestedVersion('1.0'), '1.0.3'],
    [requestedVersion('1.0.1'), '1.0.3'],
    [requestedVersion('2.0.0'), '2.0.0'],
    [requestedVersion('0.95'), null],
    [requestedVersion(undefined), null],
  ])('%#: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
