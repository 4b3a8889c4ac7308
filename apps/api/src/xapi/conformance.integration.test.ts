import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts, type TestApp } from '../test/test-app';
import { type LrsCaller, lrsClient, startLrsTestApp } from '../test/xapi/lrs-test-client';
import { agentOf, statement } from '../test/xapi/statements.fixture';

/**
 * Requirements the ADL LRS conformance test suite (adlnet/lrs-conformance-test-suite, test/v1_0_3
 * and test/v2_0) checks and the other test files did not: each test names the section of the
 * specification and the suite's requirement id (XAPI-nnnnn). docs/xapi.md, "Conformance".
 */
let testApp: TestApp;
let lrs: LrsCaller;

beforeAll(async () => {
  ({ testApp, lrs } = await startLrsTestApp());
});
afterAll(() => testApp.close());

/** A request with only the headers given (no credentials, no version unless named). */
const bare = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: string) =>
  testApp.app.inject({ method, url: `/api/xapi/${url}`, headers: { host: hosts.demo, ...headers }, ...(payload === undefined ? {} : { payload }) });

describe('error codes (Communication 3.2)', () => {
  it.each([
    ['DELETE', 'statements'],
    ['PUT', 'activities'],
    ['POST', 'activities'],
    ['DELETE', 'activities'],
    ['PUT', 'agents'],
    ['POST', 'agents'],
    ['DELETE', 'agents'],
    ['DELETE', 'about'],
  ] as const)(
    'answers 405 Method Not Allowed to %s %s, a method the specification does not give it, credentials or not (Communication 3.2.s3.b1)',
    async (method, resource) => {
      const anonymous = await bare(method, `${resource}?activityId=http%3A%2F%2Fexample.com%2Fa`, { 'x-experience-api-version': '1.0.1' });
      expect(anonymous.statusCode, anonymous.body).toBe(405);
      expect(anonymous.headers.allow).toContain('GET');
      expect((await lrs.request(method, resource, { query: { activityId: 'http://example.com/a' } })).statusCode).toBe(405);
    },
  );
});

describe('versioning (Communication 3.3, XAPI-00331)', () => {
  const versionless = (authorization: string) => bare('GET', `statements?statementId=${randomUUID()}`, { authorization });

  it('refuses a request naming no version with 400, answered in the version its credentials last named: 1.0.3, 2.0.0, or 2.0.0 for new ones', async () => {
    const [older, newer, fresh, switching] = await Promise.all([1, 2, 3, 4].map(() => lrsClient(testApp.app, ['all'])));
    expect((await older!.request('GET', 'statements', { query: { limit: '1' }, version: '1.0.3' })).statusCode).toBe(200);
    expect((await newer!.request('GET', 'statements', { query: { limit: '1' }, version: '2.0.0' })).statusCode).toBe(200);
    for (const [caller, version] of [
      [older, '1.0.3'],
      [newer, '2.0.0'],
      [fresh, '2.0.0'],
    ] as const) {
      const refused = await versionless(caller!.authorization);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['x-experience-api-version']).toBe(version);
    }
    // The last version named counts, a 1.0.x one answered as 1.0.3.
    await switching!.request('GET', 'statements', { query: { limit: '1' }, version: '2.0.0' });
    await switching!.request('GET', 'statements', { query: { limit: '1' }, version: '1.0.1' });
    expect((await versionless(switching!.authorization)).headers['x-experience-api-version']).toBe('1.0.3');
  });

  it('answers 2.0.0 to a request naming no version without valid credentials, and about still answers', async () => {
    const wrong = `Basic ${Buffer.from('nobody:nothing').toString('base64')}`;
    for (const headers of [{}, { authorization: wrong }] as Record<string, string>[]) {
      const refused = await bare('GET', `statements?statementId=${randomUUID()}`, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['x-experience-api-version']).toBe('2.0.0');
    }
    expect((await bare('GET', 'about')).statusCode).toBe(200);
  });
});

describe('GET statements (Communication 2.1.3)', () => {
  it('gives X-Experience-API-Consistent-Through whatever the status: 400 and 404 too (XAPI-00153)', async () => {
    const refused = await bare('GET', 'statements', { authorization: lrs.authorization });
    expect(refused.statusCode).toBe(400);
    expect(Date.parse(String(refused.headers['x-experience-api-consistent-through']))).not.toBeNaN();
    const missing = await lrs.request('GET', 'statements', { query: { statementId: randomUUID() } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-experience-api-consistent-through']).toBeDefined();
  });

  it('answers a statement without attachments=true as exactly application/json (XAPI-00161)', async () => {
    const sent = statement();
    expect((await lrs.request('POST', 'statements', { body: sent })).statusCode).toBe(200);
    const queries: Record<string, string>[] = [{ statementId: sent.id as string }, { statementId: sent.id as string, attachments: 'false' }];
    for (const query of queries) {
      const read = await lrs.request('GET', 'statements', { query });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('application/json');
    }
  });
});

describe('timestamps (Data 4.5, XAPI-00123)', () => {
  it('takes in 2.0.0 an RFC 3339 timestamp with a space for the T, kept as the instant it names', async () => {
    const sent = statement({ timestamp: '2008-09-15 15:53:00.601+00:00' });
    expect((await lrs.request('POST', 'statements', { body: sent, version: '2.0.0' })).statusCode).toBe(200);
    expect((await lrs.request('POST', 'statements', { body: sent, version: '2.0.0' })).statusCode).toBe(200);
    expect((await lrs.request('POST', 'statements', { body: statement({ timestamp: '2008-09-15T15:53:00.601-00' }), version: '2.0.0' })).statusCode).toBe(400);
  });
});

describe('language tags (Data 2.2.s4.b2, RFC 5646, XAPI-00013)', () => {
  const inSubStatement = (context: Record<string, unknown>) => ({
    object: {
      objectType: 'SubStatement',
      actor: agentOf('sub'),
      verb: { id: 'http://example.com/verbs/met' },
      object: { id: 'http://example.com/a' },
      context,
    },
  });
  it.each([
    ['a grandfathered tag as a language map key', '1.0.3', 200, { verb: { id: 'http://example.com/verbs/met', display: { 'i-enochian': 'met' } } }],
    ['a tag repeating an extension singleton', '1.0.3', 400, { verb: { id: 'http://example.com/verbs/met', display: { 'ar-a-aaa-b-bbb-a-ccc': 'met' } } }],
    ['a context.language that is no tag', '2.0.0', 400, { context: { language: 'something' } }],
    ["a sub-statement's context.language that is no tag", '2.0.0', 400, inSubStatement({ language: 'something' })],
    ['a context.language that is a tag', '2.0.0', 200, { context: { language: 'cmn' } }],
    ["a sub-statement's context.language that is a tag", '2.0.0', 200, inSubStatement({ language: 'fr-CA' })],
    [
      'a context.language of 50 letters (the 1.0.3 suite takes it)',
      '1.0.3',
      200,
      { context: { language: 'supercalifragilisticexpialidociouswhatabouthhhhhhh' } },
    ],
  ])('answers %s in %s with %i', async (_, version, status, change) => {
    const response = await lrs.request('POST', 'statements', { body: statement(change), version });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 400)
      expect(response.json()).toMatchObject({ issues: [{ path: expect.stringMatching(/^body\.(object\.)?(verb\.display|context\.language)/) }] });
  });
});

describe('format=ids (Communication 2.1.3, XAPI-00171)', () => {
  it('keeps of every agent and group its identifiers (an anonymous group its members’), of a verb and an Activity their id, in a list and by id', async () => {
    const member = (name: string) => ({ objectType: 'Agent', mbox: `mailto:${name}@example.com` });
    const team = { objectType: 'Group', name: 'Team', mbox: `mailto:team-${randomUUID()}@example.com`, member: [agentOf('m1'), agentOf('m2')] };
    const crowd = { objectType: 'Group', name: 'Crowd', member: [agentOf('m3'), agentOf('m4')] };
    const teamIds = { objectType: 'Group', mbox: team.mbox };
    const crowdIds = { objectType: 'Group', member: [member('m3'), member('m4')] };
    const verb = { id: 'http://example.com/verbs/met', display: { 'en-US': 'met' } };
    const activity = { objectType: 'Activity', id: 'http://example.com/ids', definition: { name: { 'en-US': 'Ids' } } };
    const context = (instructor: unknown, group: unknown) => ({
      instructor,
      team: group,
      contextActivities: { parent: [activity] },
      contextAgents: [{ objectType: 'contextAgent', agent: agentOf('ca') }],
      contextGroups: [{ objectType: 'contextGroup', group: crowd }],
    });
    const sent = statement({
      actor: team,
      verb,
      object: { objectType: 'SubStatement', actor: crowd, verb, object: activity, context: context(agentOf('teacher'), team) },
      context: context(crowd, team),
    });
    expect((await lrs.request('POST', 'statements', { body: sent, version: '2.0.0' })).statusCode).toBe(200);
    const idsContext = (instructor: unknown) => ({
      instructor,
      team: teamIds,
      contextActivities: { parent: [{ id: activity.id }] },
      contextAgents: [{ objectType: 'contextAgent', agent: member('ca') }],
      contextGroups: [{ objectType: 'contextGroup', group: crowdIds }],
    });
    const expected = {
      actor: teamIds,
      verb: { id: verb.id },
      object: { objectType: 'SubStatement', actor: crowdIds, verb: { id: verb.id }, object: { id: activity.id }, context: idsContext(member('teacher')) },
      context: idsContext(crowdIds),
    };
    const byId = await lrs.request('GET', 'statements', { query: { statementId: sent.id as string, format: 'ids' }, version: '2.0.0' });
    expect(byId.json()).toEqual(expect.objectContaining(expected));
    const listed = await lrs.request('GET', 'statements', { query: { agent: JSON.stringify(teamIds), format: 'ids' }, version: '2.0.0' });
    expect((listed.json() as { statements: unknown[] }).statements).toEqual([expect.objectContaining(expected)]);
    expect((listed.json() as { statements: { authority: unknown }[] }).statements[0]!.authority).toEqual({
      objectType: 'Agent',
      account: expect.objectContaining({ name: expect.stringMatching(/^lrs-client:/) }),
    });
  });
});

describe('authority (Data 2.4.9, XAPI-00024, XAPI-00098)', () => {
  const two = [agentOf('app'), agentOf('user')];
  it.each([
    ['an Agent', agentOf('authority'), 200],
    ['an anonymous Group of two Agents (three-legged OAuth)', { objectType: 'Group', member: two }, 200],
    ['an identified Group', { objectType: 'Group', mbox: 'mailto:group@example.com', member: two }, 400],
    ['a Group of one Agent', { objectType: 'Group', member: [agentOf('alone')] }, 400],
    ['a Group of three Agents', { objectType: 'Group', member: [...two, agentOf('third')] }, 400],
  ])('takes as authority %s: %s', async (_, authority, status) => {
    const response = await lrs.request('POST', 'statements', { body: statement({ authority }) });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 400) expect(response.json()).toMatchObject({ issues: [{ path: expect.stringMatching(/^body\.authority/) }] });
  });
});

describe('alternate request syntax (Communication 1.3, 1.0.3 only, XAPI-00336)', () => {
  it('takes a PUT whose form gives the content without a Content-Type field as JSON', async () => {
    const sent = statement({ id: undefined });
    const statementId = randomUUID();
    const form = new URLSearchParams({ statementId, content: JSON.stringify(sent), 'X-Experience-API-Version': '1.0.3', Authorization: lrs.authorization });
    const response = await bare('POST', 'statements?method=PUT', { 'content-type': 'application/x-www-form-urlencoded' }, form.toString());
    expect(response.statusCode, response.body).toBe(204);
    expect((await lrs.request('GET', 'statements', { query: { statementId } })).statusCode).toBe(200);
  });
});

describe('document resources (Communication 2.2)', () => {
  const agent = JSON.stringify(agentOf('documents'));
  it.each([
    ['activities/state', { activityId: 'http://example.com/conformance/state', agent, stateId: randomUUID() }],
    ['activities/profile', { activityId: 'http://example.com/conformance/profile', profileId: randomUUID() }],
    ['agents/profile', { agent, profileId: randomUUID() }],
  ])('treats a POST to %s finding no document as a PUT, whatever its content (2.2.s7, "cannot reject … based on the contents")', async (resource, query) => {
    const posted = await lrs.request('POST', resource, { query, body: 'true', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.statusCode, posted.body).toBe(204);
    const read = await lrs.request('GET', resource, { query });
    expect(read.body).toBe('true');
    // Over a stored document that is not a JSON object, a POST has nothing to merge with: 400 (2.2.s8).
    expect((await lrs.request('POST', resource, { query, body: { a: 1 } })).statusCode).toBe(400);
  });
});

describe('a POST of invalid JSON sent as application/json (Communication 2.3, 2.6, 2.7)', () => {
  const agent = JSON.stringify(agentOf('invalid-json'));
  it.each([
    ['activities/profile', 'XAPI-00314', { activityId: 'http://example.com/conformance/invalid-json', profileId: randomUUID() }],
    ['activities/state', 'XAPI-00235', { activityId: 'http://example.com/conformance/invalid-json', agent, stateId: randomUUID() }],
    ['agents/profile', 'XAPI-00281', { agent, profileId: randomUUID() }],
  ])('refuses it on %s (%s) with 400 naming the body, in both versions, storing nothing', async (resource, _, query) => {
    for (const version of ['1.0.3', '2.0.0']) {
      const posted = await lrs.request('POST', resource, { query, body: '{"car":"Honda"}[', headers: { 'content-type': 'application/json' }, version });
      expect(posted.statusCode, posted.body).toBe(400);
      expect(posted.json()).toMatchObject({ issues: [{ path: 'body', message: 'the document sent is not well-formed JSON' }] });
    }
    expect((await lrs.request('GET', resource, { query })).statusCode).toBe(404);
  });
});

describe('durations (Data 4.6)', () => {
  it('takes a statement sent again whose duration differs only beyond the hundredth of a second as the same one (200), and one differing at the hundredth as another (409)', async () => {
    for (const version of ['1.0.3', '2.0.0']) {
      const sent = statement({ result: { duration: 'PT1M0.1237S' } });
      const again = (duration: string) => lrs.request('POST', 'statements', { body: { ...sent, result: { duration } }, version });
      expect((await again('PT1M0.1237S')).statusCode).toBe(200);
      expect((await again('PT1M0.12S')).statusCode).toBe(200);
      expect((await again('PT1M0.13S')).statusCode).toBe(409);
      // The statement keeps the duration it was first sent with.
      const read = await lrs.request('GET', 'statements', { query: { statementId: sent.id as string }, version });
      expect((read.json() as { result: unknown }).result).toEqual({ duration: 'PT1M0.1237S' });
    }
  });
});

describe('concurrency (Communication 3.1)', () => {
  it('refuses a 1.0.3 PUT creating a profile without If-Match or If-None-Match (400, XAPI-00273), takes it with If-None-Match: *, and in 2.0.0', async () => {
    const query = { agent: JSON.stringify(agentOf('profiles')), profileId: randomUUID() };
    const bare = await lrs.request('PUT', 'agents/profile', { query, body: { a: 1 } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ issues: [{ path: 'headers.if-none-match' }] });
    expect((await lrs.request('PUT', 'agents/profile', { query, body: { a: 1 }, headers: { 'if-none-match': '*' } })).statusCode).toBe(204);
    expect(
      (
        await lrs.request('PUT', 'activities/profile', {
          query: { activityId: 'http://example.com/conformance/p', profileId: randomUUID() },
          body: { a: 1 },
          version: '2.0.0',
        })
      ).statusCode,
    ).toBe(204);
  });
});

describe('state resource (Communication 2.3)', () => {
  it('answers a GET of one state document that also names since, ignoring since (2.3.s4.table1.row4), and refuses since elsewhere than a GET', async () => {
    const query = { activityId: 'http://example.com/conformance/since', agent: JSON.stringify(agentOf('since')), stateId: randomUUID() };
    expect((await lrs.request('PUT', 'activities/state', { query, body: { bookmark: 3 } })).statusCode).toBe(204);
    const read = await lrs.request('GET', 'activities/state', { query: { ...query, since: new Date(Date.now() - 60_000).toISOString() } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ bookmark: 3 });
    expect((await lrs.request('DELETE', 'activities/state', { query: { ...query, since: new Date().toISOString() } })).statusCode).toBe(400);
  });
});

describe('activities resource (Communication 2.5, XAPI-00254)', () => {
  it('keeps every language statements gave an activity’s name and description, in one batch or one after another', async () => {
    const activity = (definition: Record<string, unknown>, id: string) => statement({ object: { objectType: 'Activity', id, definition } });
    const together = `http://example.com/conformance/languages/${randomUUID()}`;
    await lrs.request('POST', 'statements', {
      body: [activity({ name: { 'en-US': 'example meeting' } }, together), activity({ name: { 'fr-FR': 'réunion' } }, together)],
    });
    const apart = `http://example.com/conformance/languages/${randomUUID()}`;
    await lrs.request('POST', 'statements', { body: activity({ name: { 'en-US': 'example meeting' }, description: { 'en-US': 'a meeting' } }, apart) });
    await lrs.request('POST', 'statements', { body: activity({ name: { 'fr-FR': 'réunion' }, description: { 'fr-FR': 'une réunion' } }, apart) });
    for (const id of [together, apart]) {
      const read = await lrs.request('GET', 'activities', { query: { activityId: id } });
      expect((read.json() as { definition: { name: unknown } }).definition.name).toEqual({ 'en-US': 'example meeting', 'fr-FR': 'réunion' });
    }
    expect((await lrs.request('GET', 'activities', { query: { activityId: apart } })).json()).toMatchObject({
      definition: { description: { 'en-US': 'a meeting', 'fr-FR': 'une réunion' } },
    });
  });
});
