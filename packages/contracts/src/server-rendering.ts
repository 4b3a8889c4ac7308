import type { Context } from './context';

/**
 * First screens rendered on the server into their page's HTML, so a phone paints them without
 * waiting for the app's scripts (docs/performance.md): the sign-in screen at `/login`, and a
 * signed-in learner's Home at `/`. The web build emits the renderer as a self-contained module
 * at `screenRendererFile` under its output folder; the API loads it when it is there and
 * serves the plain page when it is not.
 */
export const screenRendererFile = 'server/first-screens.js';

/**
 * What the app's first screens load beside the shell (their chunks and style sheets), which the
 * web build writes under its output folder: the API inlines a screen's styles into its page and
 * preloads its scripts. Under `.vite/`, which the service worker does not precache.
 */
export const firstScreenAssetsFile = '.vite/first-screens.json';

export type FirstScreen = 'login' | 'home';

/** Paths from the site root, as the page links them (`/assets/…`). */
export type FirstScreenAssets = Record<FirstScreen, { scripts: string[]; styles: string[] }>;

/** The path whose page carries the server-rendered sign-in screen. */
export const signInPath = '/login';

/** The path whose page carries a signed-in learner's Home. */
export const homePath = '/';

/** The cookie the web app keeps the learner's chosen language in, so the server renders in it too. */
export const localeCookie = 'locale';

/**
 * The cookie the web app keeps a copy of the stored access token in (the session is kept in
 * localStorage, docs/product/api-calls.md#session-values; a page request carries no authorization header). The server reads it for one
 * thing: rendering the learner's Home into `/`'s page. The API never authenticates a call by it,
 * so another site's forms and links can make it do nothing (no cross-site request forgery).
 */
export const sessionCookie = 'session';

/** The id of the `<script type="application/json">` carrying a server-rendered screen's data (`ScreenData`). */
export const screenDataElementId = 'espace-first-screen';

export interface SignInScreenInput {
  context: Context;
  /** One of the tenant's locales (`@espace/domain/locale` SupportedLocale). */
  locale: string;
}

/** An API answer, as the server's renderer reads the learner's data through the API itself. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface HomeScreenInput extends SignInScreenInput {
  /** Whether the visitor's browser says it is a phone: Home shows phones their mobile classes and a notice. */
  mobile: boolean;
  /** The page address's query (`?page=2&filter=past`), where Home keeps its filters. */
  search: string;
  /** GETs an API path (`users/me`) as the learner whose session cookie came with the page. */
  load: (path: string) => Promise<ApiAnswer>;
}

/** What the app starts with to show the same screen: whose it is, and the answers it was rendered from. */
export interface ScreenData {
  userId: string;
  /** The app's query cache, dehydrated (TanStack Query's `DehydratedState`). */
  queries: unknown;
}

export interface RenderedScreen {
  /** For `<html lang>`. */
  lang: string;
  /** The page title the app would set. */
  title: string;
  /** The screen's markup, for the app's root element. */
  body: string;
  /** The tenant's colours as `--tenant-*` declarations (the dark palette's `--tenant-dark-*` too), as the app sets them on :root. */
  rootStyle: string;
  /** A signed-in screen's data; such a page is the learner's own. */
  data?: ScreenData;
  /**
   * For a screen the server may keep and serve again while the answers it was rendered from are
   * unchanged (Home: apps/api/src/web-app/home-page-cache.ts): the first moment (ms since the
   * epoch) it may no longer be what a render would give, from its clock-dependent parts (a lesson
   * opening) or its answers that carry no validator, which the app itself trusts that long.
   */
  freshUntil?: number;
}

export interface FirstScreenRenderer {
  renderSignInScreen(input: SignInScreenInput): Promise<RenderedScreen>;
  /** Null when the session is refused (or the learner is not a Home user): the app then decides. */
  renderHomeScreen(input: HomeScreenInput): Promise<RenderedScreen | null>;
}
