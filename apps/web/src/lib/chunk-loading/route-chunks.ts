import type { RouteObject } from 'react-router';
import { loadChunk } from './load-chunk';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

function withChunk(route: RouteObject, parentName: string): RouteObject {
  // The name only shows when the browser does not say which file failed (Safari, time-out).
  const name = route.id ?? route.path ?? (route.index ? `${parentName}/index` : parentName);
  const { lazy } = route;
  // One load per route, shared by the first-screen prefetch and the router: a second import of a
  // module whose stylesheet failed would resolve without it (Vite skips a preload it has seen),
  // hiding the failure. Failed module imports stay failed in the browser anyway; reloading retries.
  const loaded = typeof lazy === 'function' ? { ...route, lazy: once(() => loadChunk(name, lazy)) } : route;
  if (loaded.index || !loaded.children) return loaded as RouteObject;
  return { ...loaded, children: loaded.children.map((child) => withChunk(child, name)) };
}

/**
 * Wraps every lazy route of a tree with loadChunk (time-out and ChunkLoadError,
 * docs/product/errors.md#chunk-load-failures), so route entries stay plain `lazy: () => import(...)`.
 */
export const withChunkLoading = (routes: RouteObject[]): RouteObject[] => routes.map((route) => withChunk(route, 'app'));
