import { type Context, contextSchema } from '@espace/contracts/context';
import { inlineContextElementId } from '@espace/contracts/inline-context';
import { apiRequest } from '../../../lib/api-client';

/** The last context the API gave, so an app opened offline keeps its tenant's name, colours and language. */
export const lastContextKey = 'last_context';

function rememberContext(context: Context): void {
  try {
    localStorage.setItem(lastContextKey, JSON.stringify(context));
  } catch {
    // A full or disabled storage only costs the offline branding.
  }
}

/** A context we wrote ourselves (stored, or inlined by our server), or null. */
function parseOwnContext(json: string | null | undefined): Context | null {
  try {
    // Only we write it; a light shape check (not the zod schema) keeps zod out of the first download.
    const stored = JSON.parse(json ?? 'null') as Partial<Context> | null;
    return stored && typeof stored.name === 'string' && Array.isArray(stored.settings?.locales) && stored.metas && stored.assets && stored.hosts
      ? (stored as Context)
      : null;
  } catch {
    return null;
  }
}

/** The context this browser saw last on this origin (each tenant has its own host, hence its own storage). */
function lastContext(): Context | null {
  try {
    return parseOwnContext(localStorage.getItem(lastContextKey));
  } catch {
    return null;
  }
}

/**
 * The context the server wrote into index.html, the one contexts/current answers for this
 * host: the first screen needs no request for it. The service worker's copy of index.html may
 * hold an older one, hence still the API's answer afterwards.
 */
export function inlineContext(): Context | null {
  return parseOwnContext(document.getElementById(inlineContextElementId)?.textContent);
}

/**
 * The context to render with before the API answers: the one inlined in index.html when the
 * server just sent that page, but the one remembered from the API's last answer when the page
 * came from the service worker, whose copy of index.html dates from its install.
 */
export function startingContext(): Context | null {
  const servedByWorker = typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;
  return servedByWorker ? (lastContext() ?? inlineContext()) : (inlineContext() ?? lastContext());
}

/**
 * docs/product/api-calls.md#tenant: the context is fetched once, before anything renders, because the
 * API base, language, colours and title all depend on it. It is therefore not
 * a TanStack query: logout clears the query cache, but the tenant stays.
 */
export async function fetchCurrentContext(): Promise<Context | null> {
  try {
    const context = await apiRequest('contexts/current', { contract: import.meta.env.DEV ? contextSchema : undefined });
    rememberContext(context);
    return context;
  } catch {
    // Offline (the shell came from the service worker) the last known tenant still applies;
    // without one the app works with its own defaults ('Espace Apprenant', built-in colours).
    return lastContext();
  }
}
