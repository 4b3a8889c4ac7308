import type { Context } from '@espace/contracts/context';
import { apiRequest } from '../../../lib/api-client';

/**
 * SPEC §1: the context is fetched once, before anything renders, because the
 * API base, language, colours and title all depend on it. It is therefore not
 * a TanStack query: logout clears the query cache, but the tenant stays.
 */
export async function fetchCurrentContext(): Promise<Context | null> {
  try {
    return await apiRequest<Context>('contexts/current');
  } catch {
    // Without a context the app still works with its own defaults ('Espace Apprenant', built-in colours).
    return null;
  }
}
