import { createContext, useContext } from 'react';

/** A sound of the page: a course file, and the name the player shows it under. */
export interface SoundTrack {
  fileId: string;
  title: string;
}

/** The footer's sound player (docs/product/screens-and-routes.md#sound-player), as the page's rows reach it. */
export interface SoundControls {
  /** The page's own sound; `autoplay` starts it as soon as the browser lets it. Null takes it away. */
  setMainTrack: (track: (SoundTrack & { autoplay: boolean }) | null) => void;
  /** A sound played over the main track; closing it (or its end) brings the main track back. */
  playTemporary: (track: SoundTrack) => void;
}

export const SoundContext = createContext<SoundControls | null>(null);

/** The sound player of the screen, or null where there is none (a preview): rows then play their sound themselves. */
export const useSoundControls = () => useContext(SoundContext);
