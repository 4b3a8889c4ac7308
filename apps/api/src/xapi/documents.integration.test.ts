import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { type LrsCaller, startLrsTestApp } from '../test/xapi/lrs-test-client';
import { agentOf, statement } from '../test/xapi/statements.fixture';

/** The document resources (Communication 2.3 to 2.7): state, activity and agent profiles, activities, agents. */
let testApp: TestApp;
let lrs: LrsCaller;
const activityId = `http://example.com/${randomUUID()}/activity`;
const agent = JSON.stringify(agentOf('dora'));

beforeAll(async () => {
  ({ testApp, lrs } = await startLrsTestApp());
});
afterAll(() => testApp.close());

const state = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', query: Record<string, string>, body?: unknown, headers: Record<string, string> = {}) =>
  lrs.request(method, 'activities/state', { query: { activityId, agent, ...query }, body, headers });

describe('state', () => {
  it('keeps a bookmark per activity, agent and registration, and lists the ids, since a time', async () => {
    const registration = randomUUID();
    expect((await state('PUT', { stateId: 'bookmark', registration }, 'page-7', { 'content-type': 'text/plain' })).statusCode).toBe(204);
    expect((await state('PUT', { stateId: 'suspend_data' }, { slides: [1, 2] })).statusCode).toBe(204);
    const bookmark = await state('GET', { stateId: 'bookmark', registration });
    expect(bookmark.statusCode).toBe(200);
    expect(bookmark.body).toBe('page-7');
    expect(bookmark.headers['content-type']).toBe('text/plain');
    expect(bookmark.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(bookmark.headers['last-modified']).toBeDefined();
    expect((await state('GET', { stateId: 'bookmark' })).statusCode).toBe(404);
    expect((await state('GET', { registration })).json()).toEqual(['bookmark']);
    expect((await state('GET', {})).json()).toEqual(['suspend_data']);
    expect((await state('GET', { since: new Date(Date.now() + 60_000).toISOString() })).json()).toEqual([]);
    const head = await lrs.request('HEAD', 'activities/state', { query: { activityId, agent, stateId: 'suspend_data' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('deletes one document, or every document of the activity and agent', async () => {
    await state('PUT', { stateId: 'one' }, { a: 1 });
    await state('PUT', { stateId: 'two' }, { b: 2 });
    expect((await state('DELETE', { stateId: 'one' })).statusCode).toBe(204);
    expect((await state('GET', { stateId: 'one' })).statusCode).toBe(404);
    expect((await state('DELETE', {})).statusCode).toBe(204);
    expect((await state('GET', {})).json()).toEqual([]);
  });

  it('refuses a missing or malformed key with 400 naming it', async () => {
    expect((await lrs.request('GET', 'activities/state', { query: { agent, stateId: 'x' } })).json()).toMatchObject({ issues: [{ path: 'query.activityId' }] });
    expect((await state('GET', { agent: '{"name":"nobody"}', stateId: 'x' })).json()).toMatchObject({ issues: [{ path: 'query.agent' }] });
    expect((await state('GET', { registration: 'nope', stateId: 'x' })).json()).toMatchObject({ issues: [{ path: 'query.registration' }] });
    expect((await state('PUT', {}, { a: 1 })).json()).toMatchObject({ issues: [{ path: 'query.stateId' }] });
  });

  it('refuses to merge JSON nested 5,000 deep, sent or stored, with 400 naming the body, and keeps the document', async () => {
    const deep = `{"b":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const json = { 'content-type': 'application/json' };
    expect((await state('PUT', { stateId: 'merged' }, { a: 1 })).statusCode).toBe(204);
    const sent = await state('POST', { stateId: 'merged' }, deep, json);
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'body', message: expect.stringContaining('the document sent nests arrays and objects more than 128 levels deep') }],
    });
    expect((await state('GET', { stateId: 'merged' })).json()).toEqual({ a: 1 });
    // A PUT stores any content as it is; merging into it is what cannot be done.
    expect((await state('PUT', { stateId: 'deep' }, deep, json)).statusCode).toBe(204);
    const stored = await state('POST', { stateId: 'deep' }, { a: 1 });
    expect(stored.statusCode, stored.body).toBe(400);
    expect(stored.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'body', message: expect.stringContaining('the stored document nests arrays and objects more than 128 levels deep') }],
    });
    expect((await state('GET', { stateId: 'deep' })).body).toBe(deep);
  });
});

describe('profiles', () => {
  it('keeps activity and agent profiles, merging JSON on POST', async () => {
    const profile = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', body?: unknown, headers: Record<string, string> = {}) =>
      lrs.request(method, 'activities/profile', {
        query: { activityId, ...(method === 'GET' && body === 'list' ? {} : { profileId: 'settings' }) },
        body: body === 'list' ? undefined : body,
        headers,
      });
    expect((await profile('POST', { theme: 'dark', size: 1 })).statusCode).toBe(204);
    expect((await profile('POST', { size: 2 })).statusCode).toBe(204);
    expect((await profile('GET')).json()).toEqual({ theme: 'dark', size: 2 });
    expect((await profile('GET', 'list')).json()).toEqual(['settings']);
    expect((await profile('POST', 'plain text', { 'content-type': 'text/plain' })).statusCode).toBe(400);

    const agentProfile = await lrs.request('PUT', 'agents/profile', {
      query: { agent, profileId: 'cmi5LearnerPreferences' },
      body: { languagePreference: 'fr-FR' },
      headers: { 'if-none-match': '*' },
    });
    expect(agentProfile.statusCode).toBe(204);
    expect((await lrs.request('GET', 'agents/profile', { query: { agent, profileId: 'cmi5LearnerPreferences' } })).json()).toEqual({
      languagePreference: 'fr-FR',
    });
    expect((await lrs.request('GET', 'agents/profile', { query: { agent } })).json()).toEqual(['cmi5LearnerPreferences']);
  });
});

describe('activities and agents', () => {
  it('answers the canonical definition statements gave, and the Person of an agent', async () => {
    const id = `${activityId}/defined`;
    await lrs.request('POST', 'statements', { body: statement({ object: { id, definition: { name: { 'en-US': 'Defined' } } } }) });
    await lrs.request('POST', 'statements', { body: statement({ object: { id, definition: { description: { 'en-US': 'Described' } } } }) });
    expect((await lrs.request('GET', 'activities', { query: { activityId: id } })).json()).toEqual({
      objectType: 'Activity',
      id,
      definition: { name: { 'en-US': 'Defined' }, description: { 'en-US': 'Described' } },
    });
    expect((await lrs.request('GET', 'activities', { query: { activityId: `${activityId}/unknown` } })).json()).toEqual({
      objectType: 'Activity',
      id: `${activityId}/unknown`,
    });
    expect((await lrs.request('GET', 'agents', { query: { agent } })).json()).toEqual({
      objectType: 'Person',
      name: ['dora'],
      mbox: ['mailto:dora@example.com'],
    });
  });
});
