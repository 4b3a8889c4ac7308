import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';

/** The level the next heading of the content takes: one below the screen's own (WCAG 1.3.1). */
const HeadingLevelContext = createContext(2);

export function HeadingLevel({ level, children }: { level: number; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** A heading at the content's current level (h2 under the player's h1, h3 under a section title…): no level is skipped. */
export function Heading(props: HTMLAttributes<HTMLHeadingElement>) {
  const level = Math.min(Math.max(useContext(HeadingLevelContext), 2), 6);
  const Tag = `h${level}` as 'h2';
  return <Tag {...props} />;
}
