import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { joinMultipart } from './http/multipart-mixed';
import { sha2Of } from './statements/statement-batch';
import { type LrsCaller, startLrsTestApp } from '../test/xapi/lrs-test-client';
import { statement } from '../test/xapi/statements.fixture';

/** Statement validation over HTTP: 400 naming the property, for each rule family; signed statements. */
let testApp: TestApp;
let lrs: LrsCaller;

beforeAll(async () => {
  ({ testApp, lrs } = await startLrsTestApp());
});
afterAll(() => testApp.close());

describe('validation', () => {
  it.each([
    ['an unknown property', { extra: true }, 'body.extra'],
    ['a verb that is no IRI', { verb: { id: 'did' } }, 'body.verb.id'],
    ['a display that is no language map', { verb: { id: 'http://x.y/v', display: 'done' } }, 'body.verb.display'],
    ['an agent with two identifiers', { actor: { mbox: 'mailto:a@b.c', mbox_sha1sum: 'a'.repeat(40) } }, 'body.actor'],
    ['a group member that is a group', { actor: { objectType: 'Group', member: [{ objectType: 'Group', mbox: 'mailto:g@x.y' }] } }, 'body.actor.member[0]'],
    ['a scaled score out of range', { result: { score: { scaled: -2 } } }, 'body.result.score.scaled'],
    ['a malformed duration', { result: { duration: 'PT1H30' } }, 'body.result.duration'],
    ['a malformed timestamp', { timestamp: 'yesterday' }, 'body.timestamp'],
    ['a malformed registration', { context: { registration: '42' } }, 'body.context.registration'],
    ['platform on a StatementRef object', { object: { objectType: 'StatementRef', id: randomUUID() }, context: { platform: 'web' } }, 'body.context.platform'],
    [
      'a sub-statement holding a sub-statement',
      { object: { objectType: 'SubStatement', actor: { mbox: 'mailto:a@b.c' }, verb: { id: 'http://x.y/v' }, object: { objectType: 'SubStatement' } } },
      'body.object.object.objectType',
    ],
    ['a text with a NUL character', { result: { response: 'a\u0000b' } }, 'body.result.response'],
  ])('refuses %s with 400 naming %s', async (_, change, path) => {
    const response = await lrs.request('POST', 'statements', { body: statement(change) });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(path);
  });

  it('refuses malformed JSON, another content type and a batch over the limit', async () => {
    expect((await lrs.request('POST', 'statements', { body: '{"actor":', headers: { 'content-type': 'application/json' } })).json()).toMatchObject({
      issues: [{ path: 'body' }],
    });
    expect((await lrs.request('POST', 'statements', { body: 'x', headers: { 'content-type': 'text/plain' } })).json()).toMatchObject({
      issues: [{ path: 'headers.content-type' }],
    });
    const tooMany = Array.from({ length: 1001 }, () => statement());
    expect((await lrs.request('POST', 'statements', { body: tooMany })).statusCode).toBe(400);
  });

  it('refuses JSON nested 5,000 deep with 400 naming the body (an extension may hold any JSON), in a POST, a PUT and an agent parameter', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const body = JSON.stringify(statement({ result: { extensions: { 'http://example.com/deep': '@' } } })).replace('"@"', deep);
    const json = { 'content-type': 'application/json' };
    const answers = [
      await lrs.request('POST', 'statements', { body, headers: json }),
      await lrs.request('PUT', 'statements', { query: { statementId: randomUUID() }, body, headers: json }),
      await lrs.request('GET', 'statements', { query: { agent: `{"objectType":"Agent","mbox":"mailto:a@b.c","x":${deep}}` } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.headers['x-experience-api-consistent-through']).toBeDefined();
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ message: 'nests arrays and objects more than 128 levels deep' }] });
    }
    expect(answers.map((answer) => (answer.json() as { issues: { path: string }[] }).issues[0]?.path)).toEqual(['body', 'body', 'query.agent']);
    // 128 levels are stored.
    const deepest = JSON.stringify(statement({ result: { extensions: { 'http://example.com/deep': '@' } } })).replace(
      '"@"',
      `${'['.repeat(125)}${']'.repeat(125)}`,
    );
    expect((await lrs.request('POST', 'statements', { body: deepest, headers: json })).statusCode).toBe(200);
  });
});

describe('signed statements', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jws = (payload: unknown, alg = 'RS256') => {
    const head = Buffer.from(JSON.stringify({ alg })).toString('base64url');
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url')}`;
  };
  const send = (signed: Record<string, unknown>, signature: string, version = '1.0.3') => {
    const bytes = Buffer.from(signature);
    const sha2 = sha2Of(bytes, 'x'.repeat(64)) as string;
    const withSignature = {
      ...signed,
      attachments: [
        {
          usageType: 'http://adlnet.gov/expapi/attachments/signature',
          display: { 'en-US': 'Signature' },
          contentType: 'application/octet-stream',
          length: bytes.length,
          sha2,
        },
      ],
    };
    const body = joinMultipart(
      [
        { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(withSignature)) },
        { headers: { 'Content-Type': 'application/octet-stream', 'Content-Transfer-Encoding': 'binary', 'X-Experience-API-Hash': sha2 }, body: bytes },
      ],
      'signed',
    );
    return lrs.request('POST', 'statements', { body, headers: { 'content-type': 'multipart/mixed; boundary=signed' }, version });
  };

  it('stores a statement whose JWS signs it, and refuses a JWS of another statement or algorithm', async () => {
    const signed = statement();
    expect((await send(signed, jws(signed))).statusCode).toBe(200);
    const other = statement();
    const mismatch = await send(other, jws({ ...other, verb: { id: 'http://x.y/other' } }));
    expect(mismatch.json()).toMatchObject({ issues: [{ path: 'body.attachments[0]', message: expect.stringContaining('another statement') }] });
    const hmac = statement();
    expect((await send(hmac, jws(hmac, 'HS256'))).json()).toMatchObject({ issues: [{ message: expect.stringContaining('RS256') }] });
    expect((await send(statement(), 'not-a-jws')).statusCode).toBe(400);
  });

  it('compares the durations of a statement and its JWS to the hundredth of a second, in 2.0.0 and 1.0.3 (Data 4.6, 2.0.0: "shall not be included in the comparison")', async () => {
    for (const version of ['2.0.0', '1.0.3']) {
      const signed = statement({ result: { duration: 'P1DT12H36M0.12S' } });
      const sent = { ...signed, result: { duration: 'P1DT12H36M0.1237S' } };
      const taken = await send(sent, jws(signed), version);
      expect(taken.statusCode, taken.body).toBe(200);
      const other = statement({ result: { duration: 'P1DT12H36M0.13S' } });
      const refused = await send(other, jws({ ...other, result: { duration: 'P1DT12H36M0.12S' } }), version);
      expect(refused.json()).toMatchObject({ issues: [{ path: 'body.attachments[0]', message: expect.stringContaining('another statement') }] });
    }
  });
});
