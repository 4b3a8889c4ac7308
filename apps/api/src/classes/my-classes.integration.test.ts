import { myClassesResponseSchema } from '@espace/contracts/classes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const myClasses = async (host: string, email: string, password: string) => {
  const token = await signIn(testApp.app, host, { email, password });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me/classes', headers: { host, authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return myClassesResponseSchema.parse(response.json()).items;
};

const summary = (items: Awaited<ReturnType<typeof myClasses>>) =>
  items.map((item) => ({
    name: item.name,
    programs: item.classPrograms.map((classProgram) => ({
      name: classProgram.program.name,
      courses: classProgram.program.courses.map((course) => course.title),
    })),
  }));

describe('GET /api/users/me/classes', () => {
  it("lists the demo learner's classes, newest enrolment first, with programs and courses", async () => {
    const items = await myClasses(hosts.demo, 'learner@demo.test', 'Learner#2026');
    // The seed's first two classes come first; the seeded history's classes (learner-history.ts) were enrolled earlier.
    expect(summary(items).slice(0, 2)).toEqual([
      { name: 'Automne 2026 — Sécurité', programs: [{ name: 'Sécurité au travail', courses: ['Les gestes qui sauvent'] }] },
      {
        name: 'Printemps 2026 — Accueil client',
        programs: [{ name: 'Relation client', courses: ['Accueillir un client', 'Traiter une réclamation', 'Conclure une vente'] }],
      },
    ]);
    const [autumn] = items;
    expect(autumn?.classPrograms[0]?.openingBoundaries).toEqual({ from: '2026-09-14T07:00:00.000Z', to: '2027-12-31T22:59:59.000Z' });
  });

  it("lists only acme's classes for the acme learner", async () => {
    const items = await myClasses(hosts.acme, 'learner@acme.test', 'Learner#2026');
    expect(summary(items)).toEqual([
      { name: 'Autumn 2026 cohort', programs: [{ name: 'Workplace safety', courses: ['First aid basics'] }] },
      { name: 'Spring 2026 cohort', programs: [{ name: 'Customer care', courses: ['Welcoming a customer', 'Handling a complaint'] }] },
    ]);
  });

  it('lists nothing for a user who is no STUDENT of any class', async () => {
    expect(await myClasses(hosts.demo, 'admin@demo.test', 'Admin#2026')).toEqual([]);
    expect(await myClasses(hosts.demo, 'teacher@demo.test', 'Teacher#2026')).toEqual([]);
  });
});
