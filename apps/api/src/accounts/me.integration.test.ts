import { meSchema } from '@espace/contracts/user';
import { demoExtraClasses } from '../seed/learner-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const me = async (host: string, email: string, password: string) => {
  const token = await signIn(testApp.app, host, { email, password });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host, authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return meSchema.parse(response.json());
};

describe('GET /api/users/me', () => {
  it('gives the learner every field, displayName and the public domain', async () => {
    const learner = await me(hosts.demo, 'learner@demo.test', 'Learner#2026');
    const context = (await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } })).json();
    expect(learner).toMatchObject({
      _id: learner.id,
      email: 'learner@demo.test',
      username: 'lea.martin',
      firstname: 'Léa',
      lastname: 'Martin',
      displayName: 'Léa Martin',
      domain: 'public',
      roles: [],
      birthday: '1998-04-12',
      preferredLocale: 'fr',
      contextId: context.id,
      donePageCount: { global: 0 },
      timeAlive: { global: 0 },
      legal: { cguAcceptedVersion: '1.0', cguAcceptedAt: '2026-01-10T09:00:00.000Z' },
    });
    expect(learner.companyUsers).toEqual([{ companyId: expect.any(String), role: 'STUDENT' }]);
    expect(learner.classUsers).toHaveLength(2 + demoExtraClasses.length);
    expect(learner.classUsers.every((classUser) => classUser.role === 'STUDENT')).toBe(true);
    expect(Number.isNaN(Date.parse(learner.createdAt))).toBe(false);
  });

  it.each([
    ['teacher@demo.test', 'Teacher#2026', 'client', 'Thomas Bernard', []],
    ['admin@demo.test', 'Admin#2026', 'grains', 'Alice Durand', ['admin']],
  ])('%s is in the %s domain', async (email, password, domain, displayName, roles) => {
    const user = await me(hosts.demo, email, password);
    expect(user).toMatchObject({ domain, displayName, roles });
  });

  it('gives the acme learner their own tenant', async () => {
    const user = await me(hosts.acme, 'learner@acme.test', 'Learner#2026');
    expect(user).toMatchObject({ displayName: 'Liam Carter', preferredLocale: 'en', domain: 'public' });
  });

  it('accepts the token as ?access_token= on users/me only', async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const viaQuery = await testApp.app.inject({ method: 'GET', url: `/api/users/me?access_token=${token}`, headers: { host: hosts.demo } });
    expect(viaQuery.statusCode).toBe(200);
    const classesViaQuery = await testApp.app.inject({ method: 'GET', url: `/api/users/me/classes?access_token=${token}`, headers: { host: hosts.demo } });
    expect(classesViaQuery.statusCode).toBe(401);
  });
});
