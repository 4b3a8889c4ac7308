import { createContext, useContext } from 'react';

const StaticRenderContext = createContext(false);

/** Wraps a screen the server renders to HTML (server/sign-in-screen.tsx). */
export const StaticRenderProvider = StaticRenderContext.Provider;

/**
 * True while the server renders a screen into the page. Such markup shows before the app runs,
 * so a control that needs the app is disabled until the app replaces it: a press would be
 * ignored, a choice undone, and a form's submit would send the form natively, the password in
 * the address. Fields stay enabled: what is typed in them carries over (server-rendered-screen.ts).
 */
export function useStaticRender(): boolean {
  return useContext(StaticRenderContext);
}
