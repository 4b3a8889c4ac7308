import { createContext, useContext } from 'react';

/**
 * Where dialogs and windows portal to. By default the document's body; a screen that goes full
 * screen (the lesson player) provides its own frame, because the browser shows nothing outside the
 * full-screen element: a dialog portalled to the body would open unseen.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The element to portal into, or undefined for the body (Radix's default). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
