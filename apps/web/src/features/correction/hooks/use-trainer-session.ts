import { useEffect, useState, useSyncExternalStore } from 'react';
import { readUserId, subscribeToSession } from '../../../lib/session-storage';

/** How long the screen waits for the back-office's espace:session before refusing (docs/embeds.md#correction). */
export const sessionWaitMs = 10_000;

type TrainerSession = { kind: 'ready'; userId: string } | { kind: 'waiting' } | { kind: 'missing' };

/**
 * The trainer's session: the stored one, or the one the back-office sends
 * (stored by the caller with saveSession, which notifies us). Without either
 * after `sessionWaitMs`, the session is missing.
 */
export function useTrainerSession(): TrainerSession {
  const userId = useSyncExternalStore(subscribeToSession, readUserId, () => null);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (userId !== null) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), sessionWaitMs);
    return () => window.clearTimeout(timer);
  }, [userId]);
  if (userId !== null) return { kind: 'ready', userId };
  return timedOut ? { kind: 'missing' } : { kind: 'waiting' };
}
