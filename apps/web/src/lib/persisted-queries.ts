import { dehydrate, type DehydratedState, hydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { readToken, readUserId, sessionKeys } from './session-storage';

/**
 * The learner's own latest answers kept on the device: who they are (users/me) and Home's
 * first page of classes. A returning learner's Home then renders at once, before the network
 * answers (docs/performance.md), and opens with their classes offline (docs/offline.md). The
 * queries still ask the API on mount; the kept answers only fill the wait. Signing out forgets
 * them (`sessionKeys.persistedQueries`), and they never serve another user or another build.
 * Not @tanstack/react-query-persist-client: it pins @tanstack/query-core 5.104.5 beside our
 * react-query 5.108.0, a second query-core in the shell that /login's 150 KB budget cannot take.
 */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1000;

interface PersistedQueries {
  userId: string;
  build: string;
  savedAt: number;
  state: DehydratedState;
}

const isMe = (key: QueryKey) => key.length === 2 && key[0] === 'users' && key[1] === 'me';

/** Home's opening list: a first page, without a search or a competency or program filter. */
function isHomeFirstPage(key: QueryKey): boolean {
  const [users, me, classes, params] = key as [unknown, unknown, unknown, Record<string, unknown> | undefined];
  if (users !== 'users' || me !== 'me' || classes !== 'classes' || params === undefined || key.length !== 4) return false;
  return params.page === 1 && !params.search && !params.competencyId && !params.programId;
}

const isKept = (query: Query) => query.state.status === 'success' && (isMe(query.queryKey) || isHomeFirstPage(query.queryKey));

/** Fills the cache with what was kept for this user by this build, if recent. */
export function restorePersistedQueries(queryClient: QueryClient, userId: string, now = Date.now()): void {
  let kept: PersistedQueries | null = null;
  try {
    kept = JSON.parse(localStorage.getItem(sessionKeys.persistedQueries) ?? 'null') as PersistedQueries | null;
  } catch {
    return;
  }
  if (kept === null || kept.userId !== userId || kept.build !== __APP_BUILD__ || now - kept.savedAt > MAX_AGE_MS) return;
  adoptKeptAnswers(queryClient, kept.state);
}

/**
 * Fills the cache with answers kept from before this start (here, or in a page the server
 * rendered: lib/server-rendered-screen.ts); an answer already newer in the cache stays.
 */
export function adoptKeptAnswers(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
  // users/me is otherwise fetched once per session: the kept one only stands in until it is asked again.
  void queryClient.invalidateQueries({ queryKey: queryKeys.me(), exact: true, refetchType: 'none' });
}

/** Keeps the learner's own answers as they change (a second after the last change); returns the unsubscribe. */
export function persistQueries(queryClient: QueryClient): () => void {
  // Kept answers must outlive a lesson or two away from Home.
  queryClient.setQueryDefaults(queryKeys.myClasses(), { gcTime: MAX_AGE_MS });
  queryClient.setQueryDefaults(queryKeys.me(), { gcTime: MAX_AGE_MS });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const userId = readUserId();
    // Signed out meanwhile: clearSession already forgot what was kept.
    if (readToken() === null || userId === null) return;
    const kept: PersistedQueries = { userId, build: __APP_BUILD__, savedAt: Date.now(), state: dehydrate(queryClient, { shouldDehydrateQuery: isKept }) };
    try {
      localStorage.setItem(sessionKeys.persistedQueries, JSON.stringify(kept));
    } catch {
      // A full or refused storage only costs the quick start.
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (timer === undefined && (event.type === 'updated' || event.type === 'removed')) timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
