import type { XapiScope } from '@espace/domain/xapi/scopes';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, hosts, type TestApp } from '../test-app';
import { createLrsClient } from '../../xapi/clients/lrs-clients';

export interface LrsCaller {
  authorization: string;
  request(
    method: InjectOptions['method'],
    path: string,
    options?: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string>; version?: string },
  ): Promise<LightMyRequestResponse>;
}

export const demoTenantId = async (app: FastifyInstance): Promise<string> =>
  (await app.database.query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;

/** An LRS client of the demo tenant with these scopes, and a way to call the LRS with its credentials. */
export async function lrsClient(app: FastifyInstance, scopes: XapiScope[], host = hosts.demo): Promise<LrsCaller> {
  const tenantId = (await app.database.query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [host === hosts.demo ? 'demo' : 'acme']))[0]!.id;
  const client = await createLrsClient(app.xapiCredentialsRepository, { tenantId, name: `test ${scopes.join(' ')}`, scopes, createdBy: null, now: new Date() });
  const authorization = `Basic ${Buffer.from(`${client.key}:${client.secret}`).toString('base64')}`;
  return { authorization, request: (method, path, options = {}) => lrsRequest(app, authorization, method, path, { host, ...options }) };
}

export function lrsRequest(
  app: FastifyInstance,
  authorization: string,
  method: InjectOptions['method'],
  path: string,
  options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string>; version?: string; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = options.body;
  const isBytes = Buffer.isBuffer(body) || typeof body === 'string';
  return app.inject({
    method,
    url: `/api/xapi/${path}`,
    query: options.query ?? {},
    headers: {
      host: options.host ?? hosts.demo,
      authorization,
      'x-experience-api-version': options.version ?? '1.0.3',
      ...(body !== undefined && !isBytes ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: isBytes ? body : JSON.stringify(body) }),
  });
}

/** A fresh app on its own database, and an LRS client of the demo tenant with these scopes (one per test file). */
export async function startLrsTestApp(scopes: XapiScope[] = ['all']): Promise<{ testApp: TestApp; lrs: LrsCaller }> {
  const testApp = await createTestApp();
  return { testApp, lrs: await lrsClient(testApp.app, scopes) };
}
