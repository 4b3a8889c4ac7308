import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { type LrsCaller, startLrsTestApp } from '../test/xapi/lrs-test-client';
import { agentOf } from '../test/xapi/statements.fixture';

/** Document concurrency with ETags (Communication 3.1), in both versions, and under parallel writes. */
let testApp: TestApp;
let lrs: LrsCaller;

beforeAll(async () => {
  ({ testApp, lrs } = await startLrsTestApp());
});
afterAll(() => testApp.close());

const profileQuery = () => ({ activityId: `http://example.com/${randomUUID()}`, profileId: 'p' });

describe('ETags, If-Match and If-None-Match', () => {
  it('guards a profile: 409 without a header over an existing one, 412 on a stale ETag, success with the current one', async () => {
    const query = profileQuery();
    const put = (body: unknown, headers: Record<string, string> = {}) => lrs.request('PUT', 'activities/profile', { query, body, headers });
    expect((await put({ v: 1 }, { 'if-none-match': '*' })).statusCode).toBe(204);
    const first = (await lrs.request('GET', 'activities/profile', { query })).headers.etag as string;
    expect((await put({ v: 2 }, { 'if-none-match': '*' })).statusCode).toBe(412);
    const conflict = await put({ v: 2 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await put({ v: 2 }, { 'if-match': first })).statusCode).toBe(204);
    expect((await put({ v: 3 }, { 'if-match': first })).statusCode).toBe(412);
    const second = (await lrs.request('GET', 'activities/profile', { query })).headers.etag;
    expect(second).not.toBe(first);
    expect((await lrs.request('DELETE', 'activities/profile', { query, headers: { 'if-match': first } })).statusCode).toBe(412);
    expect((await lrs.request('POST', 'activities/profile', { query, body: { w: 1 }, headers: { 'if-match': '"stale"' } })).statusCode).toBe(412);
    expect((await lrs.request('DELETE', 'activities/profile', { query, headers: { 'if-match': second as string } })).statusCode).toBe(204);
  });

  it('lets a 1.0.3 state PUT replace without a header, and guards it in 2.0.0', async () => {
    const query = { activityId: `http://example.com/${randomUUID()}`, agent: JSON.stringify(agentOf('cora')), stateId: 's' };
    for (const version of ['1.0.3', '2.0.0'])
      expect((await lrs.request('PUT', 'activities/state', { query, body: { v: 1 }, version })).statusCode).toBe(version === '1.0.3' ? 204 : 409);
    const stale = await lrs.request('PUT', 'activities/state', { query, body: { v: 2 }, version: '2.0.0', headers: { 'if-match': '"nope"' } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'PRECONDITION_FAILED' });
  });

  it('lets exactly one of parallel writers holding the same ETag win', async () => {
    const query = profileQuery();
    await lrs.request('PUT', 'activities/profile', { query, body: { v: 0 }, headers: { 'if-none-match': '*' } });
    const etag = (await lrs.request('GET', 'activities/profile', { query })).headers.etag as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => lrs.request('PUT', 'activities/profile', { query, body: { v: index + 1 }, headers: { 'if-match': etag } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, ...Array(9).fill(412)]);
    const creators = await Promise.all(
      Array.from({ length: 10 }, () =>
        lrs.request('PUT', 'activities/profile', { query: profileQuery(), body: { new: true }, headers: { 'if-none-match': '*' } }),
      ),
    );
    expect(creators.every((answer) => answer.statusCode === 204)).toBe(true);
    const sameNew = profileQuery();
    const racers = await Promise.all(
      Array.from({ length: 10 }, () => lrs.request('PUT', 'activities/profile', { query: sameNew, body: { first: true }, headers: { 'if-none-match': '*' } })),
    );
    expect(racers.filter((answer) => answer.statusCode === 204)).toHaveLength(1);
  });
});
