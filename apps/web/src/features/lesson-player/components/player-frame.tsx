import { createContext, type ReactNode, type RefObject, useContext, useMemo, useRef, useState } from 'react';
import { PortalContainerContext } from '../../../components/portal/portal-container';
import { PlayerAnnouncerRegion } from './player-announcer';

interface PlayerFrameState {
  /** The element that goes full screen. */
  frame: RefObject<HTMLDivElement | null>;
  /** The CSS full screen, where the browser refuses its own (docs/product/screens-and-routes.md#footer). */
  fallbackOn: boolean;
  setFallbackOn: (on: boolean) => void;
}

const PlayerFrameContext = createContext<PlayerFrameState | null>(null);

/**
 * What goes full screen: the whole player — toolbar, page, footer with Next and
 * the exit, and every dialog, which portal into it — around every session route, so moving
 * from page to page or to the end screens stays full screen.
 */
export function PlayerFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement | null>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [fallbackOn, setFallbackOn] = useState(false);
  const state = useMemo(() => ({ frame, fallbackOn, setFallbackOn }), [fallbackOn]);
  return (
    <div
      ref={(node) => {
        frame.current = node;
        setElement(node);
      }}
      className={`player-frame${fallbackOn ? ' player-frame--fullscreen' : ''}`}
    >
      <PortalContainerContext.Provider value={element}>
        <PlayerFrameContext.Provider value={state}>
          <PlayerAnnouncerRegion>{children}</PlayerAnnouncerRegion>
        </PlayerFrameContext.Provider>
      </PortalContainerContext.Provider>
    </div>
  );
}

/** The surrounding frame; a player shown outside one (a unit test, the preview) gets a frame of its own making. */
export function usePlayerFrame(): PlayerFrameState {
  const fallback = useRef<HTMLDivElement | null>(null);
  const [fallbackOn, setFallbackOn] = useState(false);
  return useContext(PlayerFrameContext) ?? { frame: fallback, fallbackOn, setFallbackOn };
}
