import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { tenantRequest } from './sign-in';

/** Writes the settings or their interface texts from the version stored now (If-Match), as a screen that just read them does. */
export async function putSettings(
  request: APIRequestContext,
  target: ReturnType<typeof tenantRequest>,
  path: 'admin/settings' | 'admin/settings/labels',
  data: unknown,
): Promise<APIResponse> {
  const version = (await request.get(target.url('/api/admin/settings'), { headers: target.headers })).headers().etag ?? '';
  return request.put(target.url(`/api/${path}`), { headers: { ...target.headers, 'if-match': version }, data });
}
