import { randomUUID } from 'node:crypto';
import XAPI, { type Statement } from '@xapi/xapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLrsClient } from './clients/lrs-clients';
import { demoTenantId } from '../test/xapi/lrs-test-client';

/**
 * A real xAPI client from the registry (@xapi/xapi) drives the LRS end to end over HTTP: the
 * server listens on a free loopback port for this file only.
 */
let testApp: TestApp;
let xapi: XAPI;
const run = randomUUID();
const learner = { objectType: 'Agent' as const, name: 'Léa', mbox: `mailto:lea-${run}@example.com` };
const activityId = `https://content.example/${run}/module`;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as { port: number };
  const client = await createLrsClient(testApp.app.xapiCredentialsRepository, {
    tenantId: await demoTenantId(testApp.app),
    name: '@xapi/xapi',
    scopes: ['all'],
    createdBy: null,
    now: new Date(),
  });
  xapi = new XAPI({ endpoint: `http://127.0.0.1:${port}/api/xapi/`, auth: XAPI.toBasicAuth(client.key, client.secret), adapter: 'fetch' });
});
afterAll(async () => {
  await testApp.close();
});

const statement = (verb: Statement['verb'], extra: Partial<Statement> = {}): Statement => ({
  actor: learner,
  verb,
  object: { objectType: 'Activity', id: activityId, definition: { name: { 'fr-FR': 'Le module' } } },
  ...extra,
});

describe('@xapi/xapi against the LRS', () => {
  it('reads about, sends, gets, lists with more, and voids statements', async () => {
    expect((await xapi.getAbout()).data.version).toContain('1.0.3');
    const [sent] = (await xapi.sendStatement({ statement: statement(XAPI.Verbs.INITIALIZED) })).data;
    const batch = (
      await xapi.sendStatements({
        statements: [statement(XAPI.Verbs.PROGRESSED), statement(XAPI.Verbs.COMPLETED, { result: { completion: true, duration: 'PT5M' } })],
      })
    ).data;
    expect(batch).toHaveLength(2);
    const fetched = await xapi.getStatement({ statementId: sent! });
    expect(fetched.data).toMatchObject({ id: sent, actor: { mbox: learner.mbox }, verb: { id: XAPI.Verbs.INITIALIZED.id } });
    const page = await xapi.getStatements({ agent: learner, activity: activityId, limit: 2 });
    expect(page.data.statements.map((found) => found.id)).toEqual([batch[1], batch[0]]);
    const rest = (await xapi.getMoreStatements({ more: page.data.more })).data as { statements: Statement[] };
    expect(rest.statements.map((found) => found.id)).toEqual([sent]);
    await xapi.voidStatement({ actor: learner, statementId: batch[0]! });
    expect((await xapi.getVoidedStatement({ voidedStatementId: batch[0]! })).data.id).toBe(batch[0]);
    expect((await xapi.getStatements({ agent: learner, verb: XAPI.Verbs.PROGRESSED.id })).data.statements.map((found) => found.verb.id)).toEqual([
      'http://adlnet.gov/expapi/verbs/voided',
    ]);
  });

  it('keeps state and profiles, and answers activities and agents', async () => {
    await xapi.setState({ agent: learner, activityId, stateId: 'bookmark', state: { slide: 4 } });
    await xapi.createState({ agent: learner, activityId, stateId: 'bookmark', state: { seen: [1, 2, 3] } });
    expect((await xapi.getState({ agent: learner, activityId, stateId: 'bookmark' })).data).toEqual({ slide: 4, seen: [1, 2, 3] });
    expect((await xapi.getStates({ agent: learner, activityId })).data).toEqual(['bookmark']);
    await xapi.deleteStates({ agent: learner, activityId });
    expect((await xapi.getStates({ agent: learner, activityId })).data).toEqual([]);

    await xapi.createActivityProfile({ activityId, profileId: 'settings', profile: { theme: 'sombre' } });
    const profile = await xapi.getActivityProfile({ activityId, profileId: 'settings' });
    expect(profile.data).toEqual({ theme: 'sombre' });
    await xapi.setActivityProfile({ activityId, profileId: 'settings', profile: { theme: 'clair' }, etag: profile.headers.etag, matchHeader: 'If-Match' });
    expect((await xapi.getActivityProfile({ activityId, profileId: 'settings' })).data).toEqual({ theme: 'clair' });
    await expect(
      xapi.setActivityProfile({ activityId, profileId: 'settings', profile: { theme: 'x' }, etag: profile.headers.etag, matchHeader: 'If-Match' }),
    ).rejects.toThrow();

    await xapi.setAgentProfile({
      agent: learner,
      profileId: 'cmi5LearnerPreferences',
      profile: { languagePreference: 'fr-FR' },
      etag: '*',
      matchHeader: 'If-None-Match',
    });
    expect((await xapi.getAgentProfiles({ agent: learner })).data).toEqual(['cmi5LearnerPreferences']);
    expect((await xapi.getActivity({ activityId })).data).toMatchObject({ id: activityId, definition: { name: { 'fr-FR': 'Le module' } } });
    expect((await xapi.getAgent({ agent: learner })).data).toMatchObject({ objectType: 'Person', mbox: [learner.mbox] });
  });
});
