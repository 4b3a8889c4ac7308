import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenantSettingsSchema } from '@espace/contracts/admin-settings';
import { adminRetentionSchema } from '@espace/contracts/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFiles } from '../test/mail-test-support';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * Retention (docs/privacy.md#retention): an account unused for nearly its years is warned once, by
 * mail with a one-click « keep my account »; still unused on its day, it is anonymised, once; a
 * sign-in or the mail's link keeps it; sign-ins older than the months kept are deleted.
 */
let testApp: TestApp;
let dataDir: string;
let admin: string;
const tenants = { demo: '', acme: '' };
const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365.25 * DAY;

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.app.database.query<T>(sql, params);
const run = async (now: Date, tenantId = tenants.demo) => {
  const outcome = await testApp.app.accountRetention.run(tenantId, now);
  if (outcome === undefined) throw new Error('no such tenant');
  return outcome;
};

/** A learner of the demo tenant last used `ago` ms before now, with an address unless '' is given. */
async function unusedAccount(email: string, ago: number, tenantId = tenants.demo): Promise<string> {
  const at = new Date(Date.now() - ago);
  const [row] = await query<{ id: string }>(
    `INSERT INTO users (context_id, email, firstname, lastname, created_at, last_active_at) VALUES ($1, $2, 'Ancien', $3, $4, $4) RETURNING id`,
    [tenantId, email, `Compte ${email || 'sans adresse'}`, at],
  );
  return row!.id;
}
const mailsTo = async (address: string) => {
  await testApp.app.mailer.drain();
  return (await mailFiles(dataDir)).filter((mail) => mail.to === address);
};
const keepTokenOf = (text: string) => {
  const token = /\/garder-mon-compte#([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
  if (token === undefined) throw new Error(`No keep link in: ${text}`);
  return token;
};
const keep = (token: string, host = hosts.demo) =>
  testApp.app.inject({ method: 'POST', url: '/api/account-retention/keep', headers: { host }, payload: { token }, remoteAddress: '10.9.0.1' });
const erasedAt = async (userId: string) => (await query<{ erased_at: Date | null }>('SELECT erased_at FROM users WHERE id = $1', [userId]))[0]!.erased_at;
const auditOf = (userId: string) => query<{ action: string }>("SELECT action FROM audit_events WHERE target_id = $1 AND action LIKE 'user.erased%'", [userId]);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'espace-retention-'));
  testApp = await createTestApp({ CACHE_MS: '0', DATA_DIR: dataDir });
  for (const alias of ['demo', 'acme'] as const) tenants[alias] = (await query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [alias]))[0]!.id;
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the retention pass', () => {
  it('warns an account unused for nearly its years, once, in its mail a link that keeps it', async () => {
    const now = new Date();
    const userId = await unusedAccount('ancien.un@demo.test', 3 * YEAR - 10 * DAY);
    const recent = await unusedAccount('recent@demo.test', 3 * YEAR - 40 * DAY);

    expect(await run(now)).toMatchObject({ warned: 1, anonymised: 0 });
    const [mail, ...more] = await mailsTo('ancien.un@demo.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/votre compte sera anonymisé le/);
    expect(mail!.text).toContain('Garder mon compte');
    expect(await mailsTo('recent@demo.test')).toEqual([]);
    // Its three years end in 10 days: it still gets its 30.
    const [notice] = await query<{ anonymised_on: Date; mailed: boolean }>('SELECT anonymised_on, mailed FROM retention_notices WHERE user_id = $1', [userId]);
    expect(notice!.mailed).toBe(true);
    expect(Math.round((notice!.anonymised_on.getTime() - now.getTime()) / DAY)).toBe(30);

    // Run again (a retried job, another process): nothing more is mailed.
    expect(await run(new Date(now.getTime() + 1000))).toMatchObject({ warned: 0 });
    expect(await mailsTo('ancien.un@demo.test')).toHaveLength(1);

    // Its link keeps it: on another tenant it is unknown, used once it is spent.
    const token = keepTokenOf(mail!.text);
    expect((await keep(token, hosts.acme)).statusCode).toBe(404);
    expect((await keep(token)).statusCode).toBe(204);
    expect((await keep(token)).statusCode).toBe(404);
    expect((await run(new Date(now.getTime() + 31 * DAY))).anonymised).toBe(0);
    expect(await erasedAt(userId)).toBeNull();
    await query('DELETE FROM users WHERE id = ANY($1)', [[userId, recent]]);
  });

  it('anonymises an account still unused on its day, once, and records it as retention', async () => {
    const now = new Date();
    const userId = await unusedAccount('ancien.deux@demo.test', 5 * YEAR);
    const without = await unusedAccount('', 4 * YEAR);

    expect(await run(now)).toMatchObject({ warned: 2, anonymised: 0 });
    // An account without an address is warned in no mail, and still given its month.
    expect((await query<{ mailed: boolean }>('SELECT mailed FROM retention_notices WHERE user_id = $1', [without]))[0]!.mailed).toBe(false);
    expect((await run(new Date(now.getTime() + 29 * DAY))).anonymised).toBe(0);

    expect((await run(new Date(now.getTime() + 31 * DAY))).anonymised).toBe(2);
    expect(await erasedAt(userId)).not.toBeNull();
    const [account] = await query<{ email: string; firstname: string | null; lastname: string | null }>(
      'SELECT email, firstname, lastname FROM users WHERE id = $1',
      [userId],
    );
    expect(account).toEqual({ email: '', firstname: null, lastname: null });
    expect(await auditOf(userId)).toEqual([{ action: 'user.erased-inactive' }]);
    expect(await query('SELECT 1 FROM retention_notices WHERE user_id = ANY($1)', [[userId, without]])).toEqual([]);

    // Exactly once: another pass erases and records nothing more.
    expect((await run(new Date(now.getTime() + 32 * DAY))).anonymised).toBe(0);
    expect(await auditOf(userId)).toHaveLength(1);
  });

  it('keeps an account its owner signs in to after the warning', async () => {
    const now = new Date();
    const lea = (await query<{ id: string }>("SELECT id FROM users WHERE email = 'learner@demo.test'"))[0]!.id;
    await query('UPDATE users SET last_active_at = $2 WHERE id = $1', [lea, new Date(now.getTime() - 4 * YEAR)]);
    expect((await run(now)).warned).toBe(1);

    await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const [used] = await query<{ last_active_at: Date }>('SELECT last_active_at FROM users WHERE id = $1', [lea]);
    expect(used!.last_active_at.getTime()).toBeGreaterThan(now.getTime());
    expect((await run(new Date(now.getTime() + 31 * DAY))).anonymised).toBe(0);
    expect(await erasedAt(lea)).toBeNull();
    expect(await query('SELECT 1 FROM retention_notices WHERE user_id = $1', [lea])).toEqual([]);
  });

  it('warns every account due, batch after batch', async () => {
    const [{ ids } = { ids: [] }] = await query<{ ids: string[] }>(
      `WITH made AS (
         INSERT INTO users (context_id, email, username, created_at, last_active_at)
         SELECT $1, '', 'ancien-' || n, $2::timestamptz, $2::timestamptz + n * interval '1 second' FROM generate_series(1, 230) AS n RETURNING id)
       SELECT array_agg(id) AS ids FROM made`,
      [tenants.demo, new Date(Date.now() - 4 * YEAR)],
    );
    expect((await run(new Date())).warned).toBe(230);
    expect((await query<{ n: number }>('SELECT count(*)::int AS n FROM retention_notices WHERE user_id = ANY($1)', [ids]))[0]!.n).toBe(230);
    await query('DELETE FROM users WHERE id = ANY($1)', [ids]);
  });

  it('never warns nor anonymises the tenant’s only active admin', async () => {
    const now = new Date();
    const alice = (await query<{ id: string }>("SELECT id FROM users WHERE email = 'admin@demo.test'"))[0]!.id;
    await query('UPDATE users SET last_active_at = $2 WHERE id = $1', [alice, new Date(now.getTime() - 6 * YEAR)]);
    expect((await run(now)).warned).toBe(0);
    expect(await mailsTo('admin@demo.test')).toEqual([]);
    await query('UPDATE users SET last_active_at = $2 WHERE id = $1', [alice, now]);
  });

  it('deletes the sign-ins that ended before the months kept, in its tenant only', async () => {
    const now = new Date();
    const lea = (await query<{ id: string }>("SELECT id FROM users WHERE email = 'learner@demo.test'"))[0]!.id;
    const acmeLearner = (await query<{ id: string }>("SELECT id FROM users WHERE email = 'learner@acme.test'"))[0]!.id;
    const monthsAgo = (months: number) => new Date(now.getTime() - months * 30.5 * DAY);
    const session = async (tenantId: string, userId: string, endedAt: Date) =>
      (
        await query<{ id: string }>('INSERT INTO sessions (context_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $3) RETURNING id', [
          tenantId,
          userId,
          endedAt,
        ])
      )[0]!.id;
    const old = await session(tenants.demo, lea, monthsAgo(13));
    const kept = await session(tenants.demo, lea, monthsAgo(11));
    const otherTenant = await session(tenants.acme, acmeLearner, monthsAgo(13));

    expect((await run(now)).prunedSignIns).toBe(1);
    const left = (await query<{ id: string }>('SELECT id FROM sessions WHERE id = ANY($1)', [[old, kept, otherTenant]])).map((row) => row.id);
    expect(left.sort()).toEqual([kept, otherTenant].sort());
  });
});

describe('what the admin sees and sets', () => {
  it('lists the accounts warned to the tenant’s admin alone', async () => {
    const now = new Date();
    const userId = await unusedAccount('ancien.trois@demo.test', 3 * YEAR);
    await run(now);
    const read = (token: string, host = hosts.demo) =>
      testApp.app.inject({ method: 'GET', url: '/api/admin/privacy/retention', headers: { host, authorization: `Bearer ${token}` } });
    const overview = adminRetentionSchema.parse((await read(admin)).json());
    expect(overview).toMatchObject({ inactiveAccountYears: 3, signInHistoryMonths: 12, noticeCount: 1 });
    expect(overview.notices).toEqual([expect.objectContaining({ userId, email: 'ancien.trois@demo.test', mailed: true })]);

    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    expect((await read(teacher)).statusCode).toBe(403);
    const acmeLearner = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
    expect((await read(acmeLearner, hosts.acme)).statusCode).toBe(403);
    expect((await read(admin, hosts.acme)).statusCode).toBe(401);
    await query('DELETE FROM users WHERE id = $1', [userId]);
  });

  it('takes the durations within their bounds, and the next pass applies them', async () => {
    const headers = { host: hosts.demo, authorization: `Bearer ${admin}` };
    const read = await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
    const saved = tenantSettingsSchema.parse(read.json());
    const { sso: _sso, ...authentication } = saved.settings.authentication;
    const put = (privacy: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { ...headers, 'if-match': String(read.headers.etag) },
        payload: { ...saved, settings: { ...saved.settings, authentication, privacy: { ...saved.settings.privacy, ...privacy } } },
      });
    const refused = await put({ inactiveAccountYears: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('privacy.inactiveAccountYears');
    expect((await put({ signInHistoryMonths: 61 })).statusCode).toBe(400);

    const accepted = await put({ inactiveAccountYears: 1, signInHistoryMonths: 6 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const userId = await unusedAccount('ancien.quatre@demo.test', 1 * YEAR);
    expect((await run(new Date())).warned).toBe(1);
    await query('DELETE FROM users WHERE id = $1', [userId]);
  });
});
