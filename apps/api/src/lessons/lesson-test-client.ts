import type { FastifyInstance } from 'fastify';
import { hosts, signIn } from '../test/test-app';

export interface LearnerClient {
  token: string;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown>; text: string }>;
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
