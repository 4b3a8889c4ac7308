import type { FastifyInstance } from 'fastify';
import { createTestApp, hosts, signIn, type TestApp } from './test-app';
import { insertTestCourse, type TestCourse } from './test-course.fixture';

export interface LearnerClient {
  token: string;
  call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown>; text: string }>;
}

/** Signs a learner in and calls the API as them (tests only). */
export async function learnerClient(app: FastifyInstance, email: string, host: string = hosts.demo, password = 'Learner#2026'): Promise<LearnerClient> {
  const token = await signIn(app, host, { email, password });
  return {
    token,
    async call(method, url, payload, headers = {}) {
      const response = await app.inject({
        method,
        url,
        headers: { host, authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      const text = response.body;
      return { status: response.statusCode, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>), text };
    },
  };
}

export interface LessonTestApp {
  testApp: TestApp;
  course: TestCourse;
  /** The demo learner, whose lessons the test course holds. */
  learner: LearnerClient;
}

/** A fresh app and database with the test course, and the demo learner signed in (tests only). */
export async function startLessonTestApp(options: { verifyKeptPlays?: boolean } = {}): Promise<LessonTestApp> {
  const testApp = await createTestApp({}, options);
  const course = await insertTestCourse(testApp.testDatabase.database);
  return { testApp, course, learner: await learnerClient(testApp.app, 'learner@demo.test') };
}
