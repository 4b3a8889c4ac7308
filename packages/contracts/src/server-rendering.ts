import type { Context } from './context';

/**
 * The sign-in screen rendered on the server into `/login`'s HTML, so a phone paints it
 * without waiting for the app's scripts (docs/performance.md). The web build emits the
 * renderer as a self-contained module at `signInRendererFile` under its output folder; the
 * API loads it when it is there and serves the plain page when it is not.
 */
export const signInRendererFile = 'server/sign-in-screen.js';

/** The path whose page carries the server-rendered sign-in screen. */
export const signInPath = '/login';

/** The cookie the web app keeps the learner's chosen language in, so the server renders in it too. */
export const localeCookie = 'locale';

export interface SignInScreenInput {
  context: Context;
  /** One of the tenant's locales (`@espace/domain/locale` SupportedLocale). */
  locale: string;
}

export interface RenderedScreen {
  /** For `<html lang>`. */
  lang: string;
  /** The page title the app would set. */
  title: string;
  /** The screen's markup, for the app's root element. */
  body: string;
  /** The tenant's colours as `--color-*` declarations, as the app sets them on :root. */
  rootStyle: string;
}

export interface SignInScreenRenderer {
  renderSignInScreen(input: SignInScreenInput): Promise<RenderedScreen>;
}
