import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificatesResponseSchema } from '@espace/contracts/certificates';
import {
  adminCredentialsPageSchema,
  badgeCredentialsResponseSchema,
  credentialVerificationSchema,
  issuedCredentialSchema,
} from '@espace/contracts/credentials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbakePng, unbakeSvg } from '@espace/domain/credentials/baked-badges';
import { independentVerifier } from '../test/credential-verifier';
import { openBadgeCredentialProblems, profileProblems } from '../test/open-badges-conformance';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

let testApp: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'espace-credentials-'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: dataDir, CREDENTIALS_KEY: 'a credentials key for the tests, 32+ characters' });
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const call = (who: string, method: 'GET' | 'POST', url: string, options: { body?: unknown; host?: string } = {}) =>
  testApp.app.inject({
    method,
    url,
    headers: { host: options.host ?? (who === 'acme' ? hosts.acme : hosts.demo), ...(who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` }) },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
const query = async (sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<Record<string, unknown>>(sql, params);
const verify = async (body: object, host = hosts.demo) => {
  const response = await call('anonymous', 'POST', '/api/credentials/verify', { body, host });
  expect(response.statusCode, response.body).toBe(200);
  return credentialVerificationSchema.parse(response.json());
};

/** The seeded certificate of learner@demo.test, as the learner's list gives it, its credential issued by the list. */
async function seededCredential() {
  const list = certificatesResponseSchema.parse((await call('learner', 'GET', '/api/users/me/certificates')).json());
  const row = list.items.find((item) => item.certificationRef === 'CERT-7K3P-Q9XZ');
  expect(row?.credential).not.toBeNull();
  const document = await call('anonymous', 'GET', row?.credential?.documentUrl ?? '');
  expect(document.statusCode).toBe(200);
  expect(document.headers['content-type']).toContain('application/ld+json');
  return { row: row!, credential: row!.credential!, document: document.json() as Record<string, unknown> };
}

describe('issuing', () => {
  it("issues the learner's certificate as an Open Badges 3.0 credential once, which an independent verifier accepts", async () => {
    const { credential, document } = await seededCredential();
    expect((await seededCredential()).credential.id).toBe(credential.id);
    expect(await query('SELECT count(*)::int AS n FROM credentials WHERE certification_ref = $1', ['CERT-7K3P-Q9XZ'])).toEqual([{ n: 1 }]);

    expect(document).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: `urn:uuid:${credential.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'http://localhost:3000/api/credentials/issuer', type: 'Profile' },
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: { type: ['Achievement'], achievementType: 'Certificate', name: 'Conclure une vente' },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: 'http://localhost:3000/api/credentials/status/1',
      },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', verificationMethod: 'http://localhost:3000/api/credentials/issuer/keys/1' },
    });
    // The learner named, their address only as a salted hash.
    const identifiers = (document.credentialSubject as { identifier: { identityType: string; identityHash: string }[] }).identifier;
    expect(identifiers.find((identifier) => identifier.identityType === 'name')?.identityHash).toBe('Léa Martin');
    expect(JSON.stringify(document)).not.toContain('learner@demo.test');
    expect(openBadgeCredentialProblems(document)).toEqual([]);

    const verifier = independentVerifier(testApp.app);
    expect(await verifier.verify(document)).toEqual({ verified: true, revoked: false, errors: '' });
    expect(verifier.fetched).toEqual(
      expect.arrayContaining([
        'http://localhost:3000/api/credentials/issuer/keys/1',
        'http://localhost:3000/api/credentials/issuer',
        'http://localhost:3000/api/credentials/status/1',
      ]),
    );
  });

  it('issues one credential for a certificate asked for by many requests at once', async () => {
    const [lesson] = await query(`SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id
      WHERE u.email = 'learner@demo.test' AND l.state = 'DONE' AND l.certification_ref IS NULL LIMIT 1`);
    await query(`UPDATE lessons SET certification_ref = 'CERT-RACE-0001' WHERE id = $1`, [lesson?.id]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify({ code: 'CERT-RACE-0001' })));
    expect(new Set(answers.map((answer) => answer.sharePath)).size).toBe(1);
    expect(await query(`SELECT count(*)::int AS n FROM credentials WHERE certification_ref = 'CERT-RACE-0001'`)).toEqual([{ n: 1 }]);
    await query(`UPDATE lessons SET certification_ref = NULL WHERE id = $1`, [lesson?.id]);
  });

  it('publishes the issuer profile and keys with caching headers, and keeps the signing key sealed', async () => {
    const profile = await call('anonymous', 'GET', '/api/credentials/issuer');
    expect(profile.headers['cache-control']).toBe('public, max-age=300');
    expect(profile.json()).toMatchObject({ type: 'Profile', name: 'Académie Démo', assertionMethod: ['http://localhost:3000/api/credentials/issuer/keys/1'] });
    expect(profileProblems(profile.json())).toEqual([]);
    const key = await call('anonymous', 'GET', '/api/credentials/issuer/keys/1');
    expect(key.json()).toMatchObject({ type: 'Multikey', controller: 'http://localhost:3000/api/credentials/issuer' });
    expect((await call('anonymous', 'GET', '/api/credentials/issuer/keys/9')).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', '/api/credentials/status/1')).headers['cache-control']).toBe('public, max-age=60');
    const [stored] = await query('SELECT sealed_secret_key FROM credential_keys');
    expect(String(stored?.sealed_secret_key)).toMatch(/^v1\./);
  });

  it('refuses, as no Open Badges 3.0 credential or profile, a document missing what the data model requires', async () => {
    const { document } = await seededCredential();
    type Issued = { credentialSubject: { achievement?: { criteria?: unknown } }; validFrom?: string; proof?: unknown; type: string[] };
    const incomplete: [(copy: Issued) => void, string][] = [
      [(copy) => delete copy.credentialSubject.achievement, 'credentialSubject.achievement'],
      [(copy) => delete copy.credentialSubject.achievement?.criteria, 'credentialSubject.achievement.criteria'],
      [(copy) => delete copy.validFrom, 'validFrom'],
      [(copy) => delete copy.proof, 'proof'],
      [(copy) => (copy.type = ['VerifiableCredential']), 'type'],
    ];
    for (const [alter, path] of incomplete) {
      const copy = structuredClone(document);
      alter(copy as unknown as Issued);
      expect(openBadgeCredentialProblems(copy), alter.toString()).toEqual([expect.stringMatching(new RegExp(`^${path}: `))]);
    }
    const { type: _type, ...untyped } = (await call('anonymous', 'GET', '/api/credentials/issuer')).json() as Record<string, unknown>;
    expect(profileProblems(untyped)).toEqual([expect.stringMatching(/^type: /)]);
  });

  it('fails the independent verifier when any signed field is changed', async () => {
    const { document } = await seededCredential();
    const verifier = independentVerifier(testApp.app);
    type Issued = {
      credentialSubject: { achievement: { name: string }; result: { value: string }[]; identifier: { identityHash: string }[] };
      validFrom: string;
      issuer: { name: string };
    };
    const altered: ((copy: Issued) => void)[] = [
      (copy) => (copy.credentialSubject.achievement.name = 'Une autre formation'),
      (copy) => (copy.credentialSubject.result[0]!.value = `${copy.credentialSubject.result[0]!.value}0`),
      (copy) => (copy.credentialSubject.identifier[0]!.identityHash = 'Quelqu’un d’autre'),
      (copy) => (copy.validFrom = '2020-01-01T00:00:00Z'),
      (copy) => (copy.issuer.name = 'Autre organisme'),
    ];
    for (const alter of altered) {
      const copy = structuredClone(document);
      alter(copy as unknown as Issued);
      expect((await verifier.verify(copy)).verified, alter.toString()).toBe(false);
      expect((await verify({ credential: copy })).outcome).toBe('invalid');
    }
  });
});

describe('badge images', () => {
  it('bakes the credential into its PNG and SVG badge, which read back verify as the file does', async () => {
    const { credential, document } = await seededCredential();
    const png = await call('anonymous', 'GET', `/api/credentials/${credential.id}.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="badge-${credential.id}.png"`);
    const fromPng = JSON.parse(Buffer.from(unbakePng(png.rawPayload) ?? []).toString('utf8')) as Record<string, unknown>;
    expect(fromPng).toEqual(document);
    expect(await independentVerifier(testApp.app).verify(fromPng)).toMatchObject({ verified: true });

    const svg = await call('anonymous', 'GET', `/api/credentials/${credential.id}.svg`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.body).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
    expect(svg.body).toContain('<title id="badge-title">Certificat — Conclure une vente — Académie Démo');
    expect(JSON.parse(unbakeSvg(svg.body) ?? 'null')).toEqual(document);
    expect((await call('anonymous', 'GET', `/api/credentials/${credential.id}.gif`)).statusCode).toBe(400);
    expect((await call('anonymous', 'GET', `/api/credentials/${credential.id}.png`, { host: hosts.acme })).statusCode).toBe(404);
  });
});

describe('verifying on /verify', () => {
  it('verifies a code, a credential of the tenant and a credential file, each check in its own word', async () => {
    const { credential, document } = await seededCredential();
    const valid = {
      outcome: 'valid',
      checks: { signature: 'valid', status: 'active', dates: 'valid', issuer: 'this-portal' },
      sharePath: credential.sharePath,
    };
    expect(await verify({ code: 'cert-7k3p-q9xz' })).toMatchObject(valid);
    expect(await verify({ credentialId: credential.id })).toMatchObject(valid);
    const fromFile = await verify({ credential: document });
    expect(fromFile).toMatchObject(valid);
    expect(fromFile.credential).toMatchObject({ learner: 'Léa Martin', achievement: { name: 'Conclure une vente' }, issuer: { name: 'Académie Démo' } });
  });

  it('answers 404 for an unknown code or credential, and for another tenant’s', async () => {
    const { credential } = await seededCredential();
    expect((await call('anonymous', 'POST', '/api/credentials/verify', { body: { code: 'CERT-0000-0000' } })).statusCode).toBe(404);
    expect((await call('anonymous', 'POST', '/api/credentials/verify', { body: { credentialId: crypto.randomUUID() } })).statusCode).toBe(404);
    expect((await call('anonymous', 'POST', '/api/credentials/verify', { body: { code: 'CERT-7K3P-Q9XZ' }, host: hosts.acme })).statusCode).toBe(404);
    expect((await call('anonymous', 'POST', '/api/credentials/verify', { body: { credentialId: credential.id }, host: hosts.acme })).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', `/api/credentials/${credential.id}.json`, { host: hosts.acme })).statusCode).toBe(404);
  });

  it('says what it can of a credential it cannot verify offline, and refuses what is not a credential', async () => {
    const { document } = await seededCredential();
    const elsewhere = JSON.parse(JSON.stringify(document).replaceAll('http://localhost:3000', 'https://issuer.example')) as Record<string, unknown>;
    expect(await verify({ credential: elsewhere })).toMatchObject({
      outcome: 'unverifiable',
      checks: { signature: 'unresolvable', issuer: 'external' },
      unresolved: 'https://issuer.example/api/credentials/issuer/keys/1',
      sharePath: null,
    });
    expect(await verify({ credential: { hello: 'world' } })).toMatchObject({ outcome: 'invalid', checks: { signature: 'malformed' }, credential: null });
    expect((await call('anonymous', 'POST', '/api/credentials/verify', { body: { credential: 'not an object' } })).statusCode).toBe(400);
  });
});

describe('revoking and rotating', () => {
  it('lets the tenant admin alone revoke, flips the status for every verifier, tells the learner and logs it', async () => {
    const { credential, document } = await seededCredential();
    const revoke = (who: string, id = credential.id, body: object = { reason: 'Fraude constatée à l’examen' }) =>
      call(who, 'POST', `/api/admin/credentials/${id}/revoke`, { body });
    expect((await revoke('learner')).statusCode).toBe(403);
    expect((await revoke('teacher')).statusCode).toBe(403);
    expect((await revoke('admin', crypto.randomUUID())).statusCode).toBe(404);
    expect((await revoke('admin', credential.id, { reason: '' })).statusCode).toBe(400);
    expect((await revoke('admin', credential.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const revoked = await revoke('admin');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(issuedCredentialSchema.parse(revoked.json())).toMatchObject({
      id: credential.id,
      revocationReason: 'Fraude constatée à l’examen',
      learner: { name: 'Léa Martin' },
    });
    expect((await revoke('admin')).json()).toMatchObject({ code: 'CREDENTIAL_ALREADY_REVOKED' });

    expect(await independentVerifier(testApp.app).verify(document)).toMatchObject({ revoked: true });
    const verification = await verify({ credentialId: credential.id });
    expect(verification).toMatchObject({ outcome: 'revoked', checks: { signature: 'valid', status: 'revoked' } });
    expect(verification.revokedAt).not.toBeNull();

    const list = certificatesResponseSchema.parse((await call('learner', 'GET', '/api/users/me/certificates')).json());
    expect(list.items.find((item) => item.certificationRef === 'CERT-7K3P-Q9XZ')?.credential?.revokedAt).not.toBeNull();
    const notifications = await query(`SELECT kind, params FROM notifications WHERE kind = 'certificate.revoked'`);
    expect(notifications).toEqual([
      { kind: 'certificate.revoked', params: expect.objectContaining({ reason: 'Fraude constatée à l’examen', course: 'Conclure une vente' }) },
    ]);
    const audit = await query(`SELECT action, after FROM audit_events WHERE action = 'credential.revoked'`);
    expect(audit).toEqual([{ action: 'credential.revoked', after: { reason: 'Fraude constatée à l’examen' } }]);

    const page = adminCredentialsPageSchema.parse((await call('admin', 'GET', '/api/admin/credentials?search=martin')).json());
    expect(page.items.map((item) => item.id)).toContain(credential.id);
    expect((await call('admin', 'GET', '/api/admin/credentials?search=nobody-at-all')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('keeps both of two revocations made at once in their status list', async () => {
    // Both lessons chosen by one query before either is changed: chosen one by one at once, the second
    // could read the list after the first took its lesson, and miss the end of it.
    const lessons = await query(
      `SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id
        WHERE u.email = 'learner@demo.test' AND l.certification_ref IS NULL AND l.state = 'DONE' ORDER BY l.id LIMIT 2`,
    );
    expect(lessons).toHaveLength(2);
    const issued = await Promise.all(
      ['CERT-BOTH-0001', 'CERT-BOTH-0002'].map(async (code, index) => {
        const lessonId = lessons[index]?.id;
        await query(`UPDATE lessons SET certification_ref = $2 WHERE id = $1`, [lessonId, code]);
        return { code, lessonId };
      }),
    );
    const ids = [];
    for (const { code } of issued) ids.push((await verify({ code })).sharePath?.replace('/credentials/', ''));
    const documents = await Promise.all(
      ids.map(async (id) => (await call('anonymous', 'GET', `/api/credentials/${id}.json`)).json() as Record<string, unknown>),
    );
    const answers = await Promise.all(ids.map((id) => call('admin', 'POST', `/api/admin/credentials/${id}/revoke`, { body: { reason: 'Deux à la fois' } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const verifier = independentVerifier(testApp.app);
    for (const document of documents) {
      expect(openBadgeCredentialProblems(document)).toEqual([]);
      expect(await verifier.verify(document)).toMatchObject({ revoked: true });
    }
    for (const { lessonId } of issued) await query(`UPDATE lessons SET certification_ref = NULL WHERE id = $1`, [lessonId]);
  });

  it('rotates the signing key: what the old key signed still verifies, what follows is signed by the new one', async () => {
    const { document: before } = await seededCredential();
    expect((await call('learner', 'POST', '/api/admin/credentials/keys')).statusCode).toBe(403);
    const rotated = await call('admin', 'POST', '/api/admin/credentials/keys');
    expect(rotated.json()).toEqual({ signingKey: 2 });
    const profile = (await call('anonymous', 'GET', '/api/credentials/issuer')).json() as unknown;
    expect(profile).toMatchObject({
      assertionMethod: ['http://localhost:3000/api/credentials/issuer/keys/1', 'http://localhost:3000/api/credentials/issuer/keys/2'],
    });
    expect(profileProblems(profile)).toEqual([]);
    // Still verifies, signature-wise: revoked by the test before.
    expect(await verify({ credential: before })).toMatchObject({ checks: { signature: 'valid' } });

    // A certificate earned after the rotation is signed by key 2.
    const [lesson] = await query(`SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id
      WHERE u.email = 'learner@demo.test' AND l.state = 'DONE' AND l.certification_ref IS NULL LIMIT 1`);
    await query(`UPDATE lessons SET certification_ref = 'CERT-ROTA-TION' WHERE id = $1`, [lesson?.id]);
    const list = certificatesResponseSchema.parse((await call('learner', 'GET', '/api/users/me/certificates')).json());
    const after = list.items.find((item) => item.certificationRef === 'CERT-ROTA-TION')?.credential;
    const document = (await call('anonymous', 'GET', after?.documentUrl ?? '')).json() as { proof: { verificationMethod: string } };
    expect(document.proof.verificationMethod).toBe('http://localhost:3000/api/credentials/issuer/keys/2');
    expect(openBadgeCredentialProblems(document)).toEqual([]);
    expect(await independentVerifier(testApp.app).verify(document)).toMatchObject({ verified: true, revoked: false });
    expect((await query(`SELECT action FROM audit_events WHERE action = 'credential.key-rotated'`)).length).toBe(1);
  });
});

describe('badges as credentials', () => {
  const badges = async (who = 'learner') => {
    const response = await call(who, 'GET', '/api/users/me/badge-credentials');
    expect(response.statusCode, response.body).toBe(200);
    return badgeCredentialsResponseSchema.parse(response.json()).items;
  };

  it('issues each badge the learner earned, at its level, once, as an Open Badges credential an independent verifier accepts', async () => {
    const [first, ...others] = await Promise.all([badges(), badges(), badges()]);
    for (const other of others) expect(other.map((item) => item.id)).toEqual(first!.map((item) => item.id));
    expect((await badges()).map((item) => item.id)).toEqual(first!.map((item) => item.id));
    const items = first!;
    expect(items[0]).toMatchObject({ kind: 'pi', subject: '' });
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['pi', 'job', 'competency', 'course']));
    const stored = await query(`SELECT badge FROM credentials c JOIN users u ON u.id = c.user_id WHERE u.email = 'learner@demo.test' AND c.badge IS NOT NULL`);
    expect(stored).toHaveLength(items.length);

    const verifier = independentVerifier(testApp.app);
    for (const item of items) {
      const document = (await call('anonymous', 'GET', item.documentUrl)).json() as Record<string, unknown>;
      expect(document).toMatchObject({
        name: item.name,
        credentialSubject: { achievement: { achievementType: 'Badge', name: item.name }, result: [{ type: ['Result'] }] },
      });
      expect(openBadgeCredentialProblems(document)).toEqual([]);
      expect(await verifier.verify(document), item.name).toEqual({ verified: true, revoked: false, errors: '' });
    }
  });

  it("names a course's medal after the course and dates it from the lesson's end; the same badge and level has one achievement id for every learner", async () => {
    const course = (await badges()).find((item) => item.kind === 'course' && item.subject === 'Conclure une vente');
    expect(course?.name).toMatch(/^(Or|Argent|Bronze) — Conclure une vente$/);
    const [row] = await query(`SELECT c.lesson_id, l.ended_at FROM credentials c JOIN lessons l ON l.id = c.lesson_id WHERE c.id = $1`, [course?.id]);
    expect(new Date(course!.earnedAt).getTime()).toBe(Math.floor((row?.ended_at as Date).getTime() / 1000) * 1000);
    const document = (await call('anonymous', 'GET', course!.documentUrl)).json() as { credentialSubject: { achievement: { id: string } } };
    expect(document.credentialSubject.achievement.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(document.credentialSubject.achievement.id).not.toContain(course!.id);

    const svg = await call('anonymous', 'GET', `/api/credentials/${course!.id}.svg`);
    expect(svg.body).toContain(`<title id="badge-title">Badge — ${course!.name}`);
  });

  it('answers 403 where the tenant does not issue badges, 401 without a session', async () => {
    expect((await call('acme', 'GET', '/api/users/me/badge-credentials')).statusCode).toBe(403);
    expect((await call('anonymous', 'GET', '/api/users/me/badge-credentials')).statusCode).toBe(401);
  });

  it('lists badges to the admin without a code, and revokes one: the learner is told of the badge, every verifier sees it', async () => {
    const badge = (await badges()).find((item) => item.kind === 'job')!;
    const search = encodeURIComponent(badge.name);
    const page = adminCredentialsPageSchema.parse((await call('admin', 'GET', `/api/admin/credentials?kind=badges&search=${search}`)).json());
    expect(page).toMatchObject({ total: 1, badgesIssued: true, items: [expect.objectContaining({ id: badge.id, course: badge.name, code: null })] });
    // The certificates' list, the default, holds no badge.
    expect((await call('admin', 'GET', `/api/admin/credentials?search=${search}`)).json()).toMatchObject({ total: 0, items: [] });
    expect((await call('admin', 'GET', '/api/admin/credentials?kind=medals')).statusCode).toBe(400);
    const document = (await call('anonymous', 'GET', badge.documentUrl)).json() as Record<string, unknown>;

    const revoked = await call('admin', 'POST', `/api/admin/credentials/${badge.id}/revoke`, { body: { reason: 'Attribué par erreur' } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await independentVerifier(testApp.app).verify(document)).toMatchObject({ revoked: true });
    expect((await badges()).find((item) => item.id === badge.id)?.revokedAt).not.toBeNull();
    expect(await query(`SELECT params FROM notifications WHERE kind = 'badge.revoked'`)).toEqual([
      { params: { credentialId: badge.id, badge: badge.name, reason: 'Attribué par erreur' } },
    ]);
    expect(await query(`SELECT target_label FROM audit_events WHERE action = 'credential.revoked' ORDER BY created_at DESC LIMIT 1`)).toEqual([
      { target_label: badge.name },
    ]);
  });
});
