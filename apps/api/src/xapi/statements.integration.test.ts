import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { joinMultipart } from './http/multipart-mixed';
import { type LrsCaller, startLrsTestApp } from '../test/xapi/lrs-test-client';
import { agentOf, statement, verbs } from '../test/xapi/statements.fixture';

/** The statement resource (Communication 2.1): store, read one, list with every filter, void. */
let testApp: TestApp;
let lrs: LrsCaller;
const run = randomUUID();
const activity = (name: string) => `http://example.com/${run}/${name}`;

beforeAll(async () => {
  ({ testApp, lrs } = await startLrsTestApp());
});
afterAll(() => testApp.close());

const list = async (query: Record<string, string>, version = '1.0.3') => {
  const response = await lrs.request('GET', 'statements', { query, version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { statements: { id: string }[]; more: string };
};

describe('storing statements', () => {
  it('stores a POSTed batch and a PUT statement, answering ids, the version header and the stored facts', async () => {
    const [first, second] = [statement({ object: { id: activity('a') } }), statement({ id: undefined, object: { id: activity('a') } })];
    const posted = await lrs.request('POST', 'statements', { body: [first, second] });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.headers['x-experience-api-version']).toBe('1.0.3');
    const ids = posted.json() as string[];
    expect(ids[0]).toBe(first.id);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);

    const put = statement();
    const stored = await lrs.request('PUT', 'statements', { query: { statementId: put.id as string }, body: { ...put, id: undefined } });
    expect(stored.statusCode, stored.body).toBe(204);
    const read = await lrs.request('GET', 'statements', { query: { statementId: put.id as string } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-experience-api-consistent-through']).toBeDefined();
    expect(read.json()).toMatchObject({
      id: put.id,
      version: '1.0.0',
      stored: expect.any(String),
      timestamp: expect.any(String),
      authority: { objectType: 'Agent', account: { name: expect.stringMatching(/^lrs-client:/) } },
    });
  });

  it('answers a statement sent again unchanged without storing it twice, and 409 when it differs', async () => {
    const once = statement();
    expect((await lrs.request('POST', 'statements', { body: once })).statusCode).toBe(200);
    expect((await lrs.request('PUT', 'statements', { query: { statementId: once.id as string }, body: once })).statusCode).toBe(204);
    const changed = await lrs.request('PUT', 'statements', { query: { statementId: once.id as string }, body: { ...once, verb: verbs.attempted } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CONFLICT' });
    const twice = await lrs.request('POST', 'statements', { body: [statement({ id: once.id }), statement({ id: once.id })] });
    expect(twice.statusCode).toBe(400);
  });

  it('stores nothing of a batch with one bad statement, and names the property', async () => {
    const good = statement();
    const response = await lrs.request('POST', 'statements', { body: [good, statement({ actor: { mbox: 'ada@example.com' } })] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'body[1].actor.mbox', message: expect.stringContaining('mailto') }] });
    expect((await lrs.request('GET', 'statements', { query: { statementId: good.id as string } })).statusCode).toBe(404);
  });

  it('accepts attachments in multipart/mixed, checked by their SHA-2, and gives them back with attachments=true', async () => {
    const bytes = Buffer.from('here is a simple attachment');
    const sha2 = createHash('sha256').update(bytes).digest('hex');
    const withAttachment = statement({
      attachments: [{ usageType: 'http://example.com/usage/test', display: { 'en-US': 'A test' }, contentType: 'text/plain', length: bytes.length, sha2 }],
    });
    const body = joinMultipart(
      [
        { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(withAttachment)) },
        { headers: { 'Content-Type': 'text/plain', 'Content-Transfer-Encoding': 'binary', 'X-Experience-API-Hash': sha2 }, body: bytes },
      ],
      "abcABC0123'()+_,-./:=?",
    );
    const headers = { 'content-type': `multipart/mixed; boundary="abcABC0123'()+_,-./:=?"` };
    expect((await lrs.request('POST', 'statements', { body, headers })).statusCode).toBe(200);
    const read = await lrs.request('GET', 'statements', { query: { statementId: withAttachment.id as string, attachments: 'true' } });
    expect(read.headers['content-type']).toMatch(/^multipart\/mixed; boundary=/);
    expect(read.rawPayload.includes(bytes)).toBe(true);

    const wrongHash = Buffer.from(body.toString('latin1').replace('here is a simple', 'here is a changed'), 'latin1');
    expect((await lrs.request('POST', 'statements', { body: wrongHash, headers })).statusCode).toBe(400);
    const missingPart = await lrs.request('POST', 'statements', { body: { ...withAttachment, id: randomUUID() } });
    expect(missingPart.json()).toMatchObject({ issues: [{ path: 'body.attachments[0]', message: expect.stringContaining('fileUrl') }] });
  });
});

describe('statistics after a large batch', () => {
  it('analyses the statements table right after a batch of 500, outside the request', async () => {
    const analyses = async () =>
      Number(
        (
          await testApp.testDatabase.database.query<{ analyses: string }>(
            "SELECT analyze_count AS analyses FROM pg_stat_user_tables WHERE relname = 'xapi_statements'",
          )
        )[0]?.analyses ?? 0,
      );
    const before = await analyses();
    const batch = Array.from({ length: 500 }, (_, index) => statement({ object: { id: activity(`bulk-${index}`) } }));
    expect((await lrs.request('POST', 'statements', { body: batch })).statusCode).toBe(200);
    await expect.poll(analyses, { timeout: 10_000 }).toBeGreaterThan(before);
  });
});

describe('reading statements', () => {
  const reg = randomUUID();
  const ids: string[] = [];
  beforeAll(async () => {
    const batch = [
      statement({ actor: agentOf('bob'), object: { id: activity('quiz') }, context: { registration: reg } }),
      statement({ actor: agentOf('bob'), verb: verbs.attempted, object: { id: activity('quiz') } }),
      statement({
        actor: agentOf('eve'),
        object: { id: activity('other') },
        context: { contextActivities: { parent: { id: activity('quiz') } }, instructor: agentOf('bob') },
      }),
    ];
    ids.push(...((await lrs.request('POST', 'statements', { body: batch })).json() as string[]));
  });

  it('filters by agent, verb, activity and registration, and widens with related_agents and related_activities', async () => {
    const bob = JSON.stringify(agentOf('bob'));
    expect((await list({ agent: bob })).statements.map((found) => found.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await list({ agent: bob, verb: verbs.attempted.id })).statements.map((found) => found.id)).toEqual([ids[1]]);
    expect((await list({ registration: reg })).statements.map((found) => found.id)).toEqual([ids[0]]);
    expect((await list({ activity: activity('quiz') })).statements).toHaveLength(2);
    expect((await list({ activity: activity('quiz'), related_activities: 'true' })).statements).toHaveLength(3);
    expect((await list({ agent: bob, related_agents: 'true' })).statements).toHaveLength(3);
  });

  it('pages with limit and more, newest first or ascending, consistent across pages', async () => {
    const first = await list({ activity: activity('quiz'), related_activities: 'true', limit: '2' });
    expect(first.statements.map((found) => found.id)).toEqual([ids[2], ids[1]]);
    expect(first.more).toMatch(/^\/api\/xapi\/statements\?more=/);
    const next = await lrs.request('GET', first.more.replace('/api/xapi/', ''));
    expect((next.json() as { statements: { id: string }[]; more: string }).statements.map((found) => found.id)).toEqual([ids[0]]);
    const ascending = await list({ activity: activity('quiz'), related_activities: 'true', ascending: 'true' });
    expect(ascending.statements.map((found) => found.id)).toEqual(ids);
    expect(ascending.more).toBe('');
  });

  it('filters by since and until on the stored time', async () => {
    const [stored] = (await list({ activity: activity('quiz'), related_activities: 'true', limit: '1' })).statements as unknown as { stored: string }[];
    expect((await list({ activity: activity('quiz'), related_activities: 'true', since: stored!.stored })).statements).toHaveLength(0);
    expect((await list({ activity: activity('quiz'), related_activities: 'true', until: stored!.stored })).statements).toHaveLength(3);
  });

  it('answers the ids and canonical formats', async () => {
    const ids = await lrs.request('GET', 'statements', {
      query: { statementId: (await list({ agent: JSON.stringify(agentOf('eve')) })).statements[0]!.id, format: 'ids' },
    });
    expect(ids.json()).toMatchObject({ actor: { objectType: 'Agent', mbox: 'mailto:eve@example.com' }, verb: { id: verbs.completed.id } });
    expect((ids.json() as { actor: { name?: string } }).actor.name).toBeUndefined();
    const canonical = await lrs.request('GET', 'statements', {
      query: { statementId: (await list({ agent: JSON.stringify(agentOf('eve')) })).statements[0]!.id, format: 'canonical' },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect((canonical.json() as { verb: { display: unknown } }).verb.display).toEqual({ 'fr-FR': 'a terminé' });
  });
});

describe('voiding', () => {
  it('voids a statement: it leaves the lists, reads by voidedStatementId, and the voiding statement matches its filters', async () => {
    const target = statement({ object: { id: activity('voided') } });
    await lrs.request('POST', 'statements', { body: target });
    const voiding = statement({ verb: verbs.voided, object: { objectType: 'StatementRef', id: target.id } });
    expect((await lrs.request('POST', 'statements', { body: voiding })).statusCode).toBe(200);
    expect((await lrs.request('GET', 'statements', { query: { statementId: target.id as string } })).statusCode).toBe(404);
    expect((await lrs.request('GET', 'statements', { query: { voidedStatementId: target.id as string } })).json()).toMatchObject({ id: target.id });
    expect((await list({ activity: activity('voided') })).statements.map((found) => found.id)).toEqual([voiding.id]);
    const again = await lrs.request('POST', 'statements', { body: statement({ verb: verbs.voided, object: { objectType: 'StatementRef', id: voiding.id } }) });
    expect(again.json()).toMatchObject({ issues: [{ path: 'body[0].object.id', message: expect.stringContaining('cannot be voided') }] });
  });
});

describe('voiding, out of order', () => {
  it('voids a statement that arrives after the statement voiding it', async () => {
    const later = statement();
    await lrs.request('POST', 'statements', { body: statement({ verb: verbs.voided, object: { objectType: 'StatementRef', id: later.id } }) });
    await lrs.request('POST', 'statements', { body: later });
    expect((await lrs.request('GET', 'statements', { query: { statementId: later.id as string } })).statusCode).toBe(404);
    expect((await lrs.request('GET', 'statements', { query: { voidedStatementId: later.id as string } })).statusCode).toBe(200);
  });
});

describe('versions and syntax', () => {
  it('answers 2.0.0 in kind, refuses unknown versions and parameters', async () => {
    const two = statement({ timestamp: '2026-03-02T10:00:00.000Z', context: { contextAgents: [{ objectType: 'contextAgent', agent: agentOf('tutor') }] } });
    const stored = await lrs.request('POST', 'statements', { body: two, version: '2.0.0' });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.headers['x-experience-api-version']).toBe('2.0.0');
    expect((await lrs.request('GET', 'statements', { query: { statementId: two.id as string }, version: '2.0.0' })).json()).toMatchObject({ version: '2.0.0' });
    expect((await lrs.request('POST', 'statements', { body: statement({ context: two.context }) })).statusCode).toBe(400);
    expect((await lrs.request('GET', 'statements', { version: '0.95' })).statusCode).toBe(400);
    expect((await lrs.request('GET', 'statements', { query: { colour: 'blue' } })).json()).toMatchObject({ issues: [{ path: 'query.colour' }] });
  });

  it('takes the alternate request syntax of 1.0.3 (a form POST with method=), not in 2.0.0', async () => {
    const form = (version: string, body: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/xapi/statements?method=PUT',
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ Authorization: lrs.authorization, 'X-Experience-API-Version': version, ...body }).toString(),
      });
    const sent = statement();
    const put = await form('1.0.3', { statementId: sent.id as string, content: JSON.stringify(sent), 'Content-Type': 'application/json' });
    expect(put.statusCode, put.body).toBe(204);
    expect((await lrs.request('GET', 'statements', { query: { statementId: sent.id as string } })).statusCode).toBe(200);
    expect((await form('2.0.0', { statementId: randomUUID(), content: JSON.stringify(statement()), 'Content-Type': 'application/json' })).statusCode).toBe(400);
  });

  it('answers CORS preflights and lets another origin read the xAPI headers', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/xapi/statements',
      headers: { host: 'localhost:3000', origin: 'https://content.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('X-Experience-API-Version');
    const about = await testApp.app.inject({ method: 'GET', url: '/api/xapi/about', headers: { host: 'localhost:3000' } });
    expect(about.json()).toEqual({ version: ['1.0.3', '2.0.0'], extensions: {} });
    expect(about.headers['access-control-expose-headers']).toContain('X-Experience-API-Consistent-Through');
  });
});
