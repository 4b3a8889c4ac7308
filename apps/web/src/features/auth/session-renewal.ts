import { noteSessionEnd, readToken, readUserId, subscribeToSession } from '../../lib/session-storage';
import { createValueStore } from '../../lib/value-store';

/**
 * Signing in again without leaving the page (docs/product/accounts.md#signing-in-again): where a
 * page holds work under way (the lesson player), a refused session does not send the user to
 * /login. The page stays, asks them to sign in again over it, and every call the API refused
 * meanwhile waits; once the same person is signed in again, those calls go again with the new
 * session and the page carries on as if nothing happened.
 */

/** What becomes of a call the API refused for its session: sent again (`renewed`), or failed with its 401 (`ended`). */
export type RefusalOutcome = 'renewed' | 'ended';

/** Why the page is left: another account signed in, or the session was refused where no page waits (or the user chose to go). */
type Leaving = 'another-user' | 'signed-out';

export interface RefusalPlace {
  /** Whether the screen on show waits for the user to sign in again rather than leave. */
  keepsPage: boolean;
  /**
   * Leaves the page, once per refusal not renewed in place. Signed out, the route guard leads to
   * /login saying why (noteSessionEnd); another account signed in goes where it starts.
   */
  leave: (why: Leaving) => void;
}

interface Renewal {
  userId: string;
  done: Promise<RefusalOutcome>;
  settle: (outcome: RefusalOutcome) => void;
  leave: (why: Leaving) => void;
  stopWatching: () => void;
}

let renewal: Renewal | null = null;
/** The refused user's id while the page waits for them to sign in again, for the screens that ask. */
const waitingFor = createValueStore<string | null>(null);
/**
 * Decides for a call refused with 401 whose session was `refusedUser`'s (null: it went without
 * one). The stored session has been forgotten already when it was the refused one.
 */
export function sessionRefused(refusedUser: string | null, place: RefusalPlace): Promise<RefusalOutcome> {
  if (renewal !== null && (refusedUser === null || refusedUser === renewal.userId)) return renewal.done;
  const signedInAs = readToken() === null ? null : readUserId();
  // Answered after a newer session began (the call left before it): sent again only for the same person.
  if (signedInAs !== null) return Promise.resolve(signedInAs === refusedUser ? 'renewed' : 'ended');
  if (refusedUser === null || !place.keepsPage) {
    noteSessionEnd('auth.session.expired');
    place.leave('signed-out');
    return Promise.resolve('ended');
  }
  return startRenewal(refusedUser, place.leave);
}

function startRenewal(userId: string, leave: Renewal['leave']): Promise<RefusalOutcome> {
  let settle: Renewal['settle'] = () => undefined;
  const done = new Promise<RefusalOutcome>((resolve) => {
    settle = resolve;
  });
  // A session saved here (the dialog's sign-in) or in another tab (the storage event) ends the wait.
  const sessionChanged = () => {
    if (readToken() === null) return;
    finish(readUserId() === userId ? 'renewed' : 'another-user');
  };
  const unsubscribe = subscribeToSession(sessionChanged);
  window.addEventListener('storage', sessionChanged);
  const stopWatching = () => {
    unsubscribe();
    window.removeEventListener('storage', sessionChanged);
  };
  renewal = { userId, done, settle, leave, stopWatching };
  waitingFor.set(userId);
  return done;
}

function finish(outcome: 'renewed' | Leaving): void {
  const ending = renewal;
  if (ending === null) return;
  renewal = null;
  ending.stopWatching();
  if (outcome === 'signed-out') noteSessionEnd('auth.session.expired');
  waitingFor.set(null);
  if (outcome !== 'renewed') ending.leave(outcome);
  ending.settle(outcome === 'renewed' ? 'renewed' : 'ended');
}

/** The user gives up signing in again here (another account, another way to sign in, another screen): the page is left. */
export function leaveSignInAgain(): void {
  finish('signed-out');
}

/** The user whose page waits for them to sign in again, or null. */
export const signingInAgainAs = (): string | null => waitingFor.get();

/** The same, in a component, re-rendered as it changes. */
export const useSigningInAgainAs = (): string | null => waitingFor.useValue();
