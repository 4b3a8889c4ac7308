import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** A result said this recently is said again with the step that replaced its page. */
const RESULT_CARRIED_MS = 3000;

interface PlayerAnnouncer {
  /** Says an exercise's correction ("Bonne réponse. 80 / 100 points"). */
  announceResult: (text: string) => void;
  /** Says the new step ("Page 4 sur 10 : Les bons réflexes"), after the result that led to it, if any. */
  announceStep: (text: string) => void;
  /** Records the page on screen; true when another page of the lesson was on screen before it (a step change, not a first load). */
  enterStep: (pageId: string) => boolean;
}

const AnnouncerContext = createContext<PlayerAnnouncer | null>(null);
const silent: PlayerAnnouncer = { announceResult: () => undefined, announceStep: () => undefined, enterStep: () => false };

/**
 * One polite live region for the whole lesson (WCAG 4.1.3 Status messages): it lives in the player
 * frame, around every page, so what it says survives the page being replaced — a region inside
 * the page would be gone, unread, 60 ms after Next wrote the correction into it. Its text stays
 * until the next announcement.
 */
export function PlayerAnnouncerRegion({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const lastResult = useRef<{ text: string; at: number } | null>(null);
  const shownStep = useRef<string | null>(null);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  const say = useCallback((next: string) => {
    // Emptied first: the same words twice in a row are still announced.
    setText('');
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => setText(next), 50);
  }, []);
  const announcer = useMemo<PlayerAnnouncer>(
    () => ({
      announceResult(result) {
        lastResult.current = { text: result, at: Date.now() };
        say(result);
      },
      announceStep(step) {
        const result = lastResult.current;
        lastResult.current = null;
        say(result && Date.now() - result.at < RESULT_CARRIED_MS ? `${result.text} ${step}` : step);
      },
      enterStep(pageId) {
        const changed = shownStep.current !== null && shownStep.current !== pageId;
        shownStep.current = pageId;
        return changed;
      },
    }),
    [say],
  );
  return (
    <AnnouncerContext.Provider value={announcer}>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {text}
      </p>
    </AnnouncerContext.Provider>
  );
}

/** The lesson's announcer; outside a player frame (the preview, a unit test) nothing is said. */
export function usePlayerAnnouncer(): PlayerAnnouncer {
  return useContext(AnnouncerContext) ?? silent;
}
