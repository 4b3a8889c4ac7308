import { createContext, useContext } from 'react';

/** What the server knows of the visitor when it renders a screen, in place of the browser's answers. */
export interface StaticRender {
  /** Whether the browser said it is a phone (the app reads the `mobileQuery` media query). */
  mobile: boolean;
  /** Whether the page request carried a session the API accepted (the app reads localStorage). */
  signedIn: boolean;
}

const StaticRenderContext = createContext<StaticRender | null>(null);

/** Wraps a screen the server renders to HTML (server/first-screens.tsx). */
export const StaticRenderProvider = StaticRenderContext.Provider;

/** While the server renders: what it knows of the visitor; in the browser, null. */
export function useStaticRenderVisitor(): StaticRender | null {
  return useContext(StaticRenderContext);
}

/**
 * True while the server renders a screen into the page. Such markup shows before the app runs,
 * so a control that needs the app is disabled until the app replaces it: a press would be
 * ignored, a choice undone, and a form's submit would send the form natively, the password in
 * the address. Fields stay enabled: what is typed in them carries over (server-rendered-screen.ts).
 */
export function useStaticRender(): boolean {
  return useStaticRenderVisitor() !== null;
}
