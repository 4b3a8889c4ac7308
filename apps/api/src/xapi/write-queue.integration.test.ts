import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import type { Database } from '../db/database';
import type { TestApp } from '../test/test-app';
import { demoTenantId, type LrsCaller, startLrsTestApp } from '../test/xapi/lrs-test-client';
import { statement, verbs } from '../test/xapi/statements.fixture';
import type { NewStatements } from './statements/statements-repository';
import { createWriteQueue } from './statements/write-queue';

/** Statements stored one per request, written together while another write is under way (write-queue.ts). */
let testApp: TestApp;
let lrs: LrsCaller;
let tenantId: string;
const run = randomUUID();
const activity = (name: string) => `http://example.com/${run}/${name}`;

beforeAll(async () => {
  ({ testApp, lrs } = await startLrsTestApp());
  tenantId = await demoTenantId(testApp.app);
});
afterAll(() => testApp.close());

/** What one request writes: one statement about `activityId`, with this definition. */
function news(activityId: string, definition: JsonObject, id = randomUUID()): NewStatements {
  const stored = statement({ id, object: { objectType: 'Activity', id: activityId, definition } }) as JsonObject;
  return {
    rows: [{ id, storedUs: Date.now() * 1000, statement: stored, filterKeys: [`o:${activityId}`], voids: null, learner: null, credentialId: null }],
    attachments: [],
    definitions: new Map([[activityId, definition]]),
  };
}

/** A queue on the app's database that counts its transactions (one per group of two or more). */
function countingQueue(): { queue: ReturnType<typeof createWriteQueue>; transactions: () => number } {
  const database = testApp.app.database;
  let transactions = 0;
  const counted: Database = { ...database, transaction: (work) => ((transactions += 1), database.transaction(work)) };
  return { queue: createWriteQueue(counted, testApp.app.xapiStatementsRepository), transactions: () => transactions };
}

const definitionOf = async (activityId: string) =>
  (await lrs.request('GET', 'activities', { query: { activityId } })).json<{ definition?: JsonObject }>().definition;

describe('the write queue', () => {
  it('writes the requests that come during a write as one group, each answered its own ids', async () => {
    const { queue, transactions } = countingQueue();
    const jobs = Array.from({ length: 6 }, (_, index) => news(activity(`group-${index % 2}`), { name: { 'en-US': `Group ${index % 2}` } }));
    const answers = await Promise.all(jobs.map((job) => queue.write(tenantId, job)));
    // The first went alone, the five that came meanwhile together.
    expect(transactions()).toBe(1);
    answers.forEach((written, index) => expect([...written]).toEqual([jobs[index]!.rows[0]!.id]));
    const stored = await testApp.app.xapiStatementsRepository.findMany(
      tenantId,
      jobs.map((job) => job.rows[0]!.id),
    );
    expect(stored).toHaveLength(6);
    expect(await definitionOf(activity('group-1'))).toEqual({ name: { 'en-US': 'Group 1' } });
  });

  it('writes one by one a group holding a stored id or an id twice: only its own rows are refused, and a statement not written adds no definition', async () => {
    const kept = news(activity('kept'), { name: { 'en-US': 'First' } });
    const { queue, transactions } = countingQueue();
    await queue.write(tenantId, kept);
    // A later statement renames the activity; the first one sent again must not rename it back.
    await queue.write(tenantId, news(activity('kept'), { name: { 'en-US': 'Renamed' } }));
    const fresh = [news(activity('fresh'), { name: { 'en-US': 'Fresh' } }), news(activity('fresh'), { name: { 'en-US': 'Fresh' } })];
    const twice = randomUUID();
    const [first, again, ...rest] = await Promise.all([
      queue.write(tenantId, news(activity('other'), {})),
      queue.write(tenantId, kept),
      queue.write(tenantId, fresh[0]!),
      queue.write(tenantId, news(activity('twice'), { name: { 'en-US': 'A' } }, twice)),
      queue.write(tenantId, news(activity('twice'), { name: { 'en-US': 'B' } }, twice)),
      queue.write(tenantId, fresh[1]!),
    ]);
    expect(transactions()).toBe(1);
    expect(first!.size).toBe(1);
    expect(again!.size).toBe(0);
    expect(rest.map((written) => written.size)).toEqual([1, 1, 0, 1]);
    expect(await definitionOf(activity('kept'))).toEqual({ name: { 'en-US': 'Renamed' } });
    expect(await definitionOf(activity('twice'))).toEqual({ name: { 'en-US': 'A' } });
    const stored = await testApp.app.xapiStatementsRepository.findMany(tenantId, [...fresh.map((job) => job.rows[0]!.id), twice]);
    expect(stored).toHaveLength(3);
  });
});

describe('single statements posted at once', () => {
  it('answers each request on its own: 200 for new ones and for a statement sent again unchanged, 409 for a changed one', async () => {
    const once = statement({ object: { objectType: 'Activity', id: activity('once') } });
    expect((await lrs.request('POST', 'statements', { body: once })).statusCode).toBe(200);
    const news = Array.from({ length: 8 }, () => statement({ object: { objectType: 'Activity', id: activity('burst') } }));
    const changed = { ...once, verb: verbs.attempted };
    const put = statement();
    const answers = await Promise.all([
      ...news.map((body) => lrs.request('POST', 'statements', { body })),
      lrs.request('POST', 'statements', { body: once }),
      lrs.request('POST', 'statements', { body: changed }),
      lrs.request('PUT', 'statements', { query: { statementId: put.id as string }, body: put }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...news.map(() => 200), 200, 409, 204]);
    answers.slice(0, 8).forEach((answer, index) => expect(answer.json()).toEqual([news[index]!.id]));
    expect(answers[9]!.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'body.id' }] });
    const listed = await lrs.request('GET', 'statements', { query: { activity: activity('burst') } });
    expect(
      listed
        .json<{ statements: { id: string }[] }>()
        .statements.map((stored) => stored.id)
        .sort(),
    ).toEqual(news.map((body) => body.id).sort());
    const read = await lrs.request('GET', 'statements', { query: { statementId: once.id as string } });
    expect(read.json()).toMatchObject({ verb: { id: verbs.completed.id } });
    expect((await lrs.request('GET', 'statements', { query: { statementId: put.id as string } })).statusCode).toBe(200);
  });
});
