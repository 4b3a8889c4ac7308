/** The path of the route that serves a tenant's files (context-routes.ts): what its assets document points at. */
export const assetPath = (tenantId: string, name: string) => `/api/contexts/${tenantId}/assets/${name}`;

/** The name of the tenant's own file an assets address points at; null for anything else (never fetched: only the tenant's own files are read). */
export function ownAssetName(tenantId: string, url: string | null): string | null {
  const prefix = assetPath(tenantId, '');
  if (url === null || !url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return name === '' || name.includes('/') ? null : name;
}
