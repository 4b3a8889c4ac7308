import { afterAll, beforeAll } from 'vitest';
import { addResourceFixtures, createCaller, createCountingTestApp, type Query, type ResourceFixtures } from './resource-fixtures';
import { hosts, signIn } from './test-app';

/** The demo tenant's accounts a suite on the resource fixtures signs in as (bob is one of the fixtures). */
const accounts = {
  learner: { email: 'learner@demo.test', password: 'Learner#2026' },
  admin: { email: 'admin@demo.test', password: 'Admin#2026' },
  teacher: { email: 'teacher@demo.test', password: 'Teacher#2026' },
  bob: { email: 'bob@demo.test', password: 'Learner#2026' },
};
export type FixtureAccount = keyof typeof accounts;

/**
 * Registers the suite's beforeAll and afterAll: the counting test app, the resource fixtures
 * added to it and the `signedIn` accounts' tokens, closed at the end. `testApp` and `data` are
 * filled in beforeAll (read them in tests and hooks, not at the top of the file); `call(who, …)`
 * sends a request to the demo tenant as `who` (no token for an account not signed in).
 */
export function useResourceFixtures(signedIn: readonly FixtureAccount[]) {
  const testApp = {} as Awaited<ReturnType<typeof createCountingTestApp>>;
  const data = {} as ResourceFixtures;
  const tokens: Partial<Record<FixtureAccount, string>> = {};
  beforeAll(async () => {
    Object.assign(testApp, await createCountingTestApp());
    Object.assign(data, await addResourceFixtures(testApp.database));
    for (const who of signedIn) tokens[who] = await signIn(testApp.app, hosts.demo, accounts[who]);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const call = (who: FixtureAccount, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: { query?: Query; body?: object } = {}) =>
    createCaller(testApp.app, hosts.demo)(tokens[who], method, path, options);
  return { testApp, data, call };
}
