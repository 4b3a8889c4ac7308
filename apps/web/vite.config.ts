import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { inputsHash, webInputs } from '../../tools/build/build-inputs.mjs';

/** The route module of each first screen the server renders (contracts/server-rendering `FirstScreen`). */
const firstScreenRoutes = {
  login: /[\\/]src[\\/]app[\\/]routes[\\/]login-route\.tsx$/,
  home: /[\\/]src[\\/]app[\\/]routes[\\/]home-route\.tsx$/,
};
/** The languages every visit loads first. */
const firstLocales = /[\\/]src[\\/]locales[\\/](?:fr|en)\.json$/;
/**
 * packages/contracts only declares shapes and constants: a module of theirs none of whose exports
 * is used goes, and zod with it. The schemas that check API answers in development (lib/api-client.ts
 * `contract`) are unused in production builds.
 */
const treeshake = { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) };
/** contracts/server-rendering `firstScreenAssetsFile` (this config cannot import the workspace's TypeScript). */
const firstScreenAssetsFile = '.vite/first-screens.json';

/** What index.html loads: the entry and, recursively, what it imports statically (shell, runtime). */
function loadedByEntry(bundle: Rolldown.OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const addWithImports = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || loaded.has(fileName)) return;
    loaded.add(fileName);
    chunk.imports.forEach(addWithImports);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) addWithImports(output.fileName);
  return loaded;
}

/** The chunks and style sheets holding the modules `test` matches, and what they import, but what index.html loads already. */
function filesBeside(bundle: Rolldown.OutputBundle, test: RegExp): { scripts: string[]; styles: string[] } {
  const byEntry = loadedByEntry(bundle);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const output of Object.values(bundle)) {
    // By the modules a chunk holds: a route module may be merged into its group's chunk (groups below).
    if (output.type !== 'chunk' || !output.moduleIds.some((id) => test.test(id))) continue;
    for (const chunk of [output, ...output.imports.map((name) => bundle[name])]) {
      if (chunk?.type !== 'chunk' || byEntry.has(chunk.fileName)) continue;
      scripts.add(`/${chunk.fileName}`);
      for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Preloads from index.html what the first screen loads next to the shell: the sign-in
 * screen's chunks and styles and the French and English bundles. Otherwise the browser asks
 * for them only once the shell has downloaded and run: on a phone network, more than a
 * second later (docs/performance.md). And tells the API, in `firstScreenAssetsFile`, what each
 * first screen it renders loads, for the page it renders it into (Home's in place of the sign-in screen's).
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'espace:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const { scripts, styles } = filesBeside(bundle, new RegExp(`${firstScreenRoutes.login.source}|${firstLocales.source}`));
        // crossorigin as Vite's own preloads and lazy loads ask, so the browser reuses what it fetched.
        return [
          ...scripts.map((href): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', href, crossorigin: '' }, injectTo: 'head' })),
          ...styles.map((href): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href, crossorigin: '' }, injectTo: 'head' })),
        ];
      },
    },
    generateBundle(_options, bundle) {
      const screens = { login: filesBeside(bundle, firstScreenRoutes.login), home: filesBeside(bundle, firstScreenRoutes.home) };
      this.emitFile({ type: 'asset', fileName: firstScreenAssetsFile, source: JSON.stringify(screens, null, 2) });
      const firstLanguages = filesBeside(bundle, firstLocales);
      const byEntry = [...loadedByEntry(bundle)].flatMap((fileName) => {
        const chunk = bundle[fileName];
        return chunk?.type === 'chunk' ? [fileName, ...(chunk.viteMetadata?.importedCss ?? [])] : [];
      });
      precachedAssets.clear();
      for (const file of [...byEntry, ...[screens.login, screens.home, firstLanguages].flatMap(({ scripts, styles }) => [...scripts, ...styles])]) {
        precachedAssets.add(file.replace(/^\//, ''));
      }
    },
  };
}

/**
 * The app's files the service worker precaches (docs/offline.md): what a learner's first visit
 * loads anyway (index.html's entry and what it imports, the sign-in screen, Home, the first
 * languages), so installing the worker costs a first visit almost nothing: the browser has them
 * already. Every other file under assets/ is kept when first used (the `lazy-assets` cache below).
 * Filled by preloadFirstScreen's generateBundle, read by the worker's build after it.
 */
const precachedAssets = new Set<string>();

/** Workbox's precache list, restricted to precachedAssets under assets/ (index.html and the public scripts stay). */
function precacheOnlyFirstVisit<Entry extends { url: string }>(entries: Entry[]): { manifest: Entry[] } {
  if (precachedAssets.size === 0) throw new Error('the precache list is empty: preloadFirstScreen did not run before the service worker was built');
  return { manifest: entries.filter(({ url }) => !url.startsWith('assets/') || precachedAssets.has(url)) };
}

/**
 * Tells one build from the next: what a build kept on the device is not restored by another
 * (lib/persisted-queries.ts). A hash of what the app is built from, never the time: the same commit
 * builds the same bytes, so two servers built from it serve each other's pages.
 */
const define = { __APP_BUILD__: JSON.stringify(inputsHash(webInputs).slice(0, 16)) };

/**
 * `vite build --ssr src/server/first-screens.tsx --outDir dist/server`: the renderer the API runs
 * to put the sign-in screen in /login's HTML and a learner's Home in /'s (contracts/server-rendering). Self-contained (React,
 * the router and i18next bundled in), so it runs wherever the web build is copied.
 */
const serverRendererConfig = defineConfig({
  // React's production build, whatever NODE_ENV the API runs with.
  define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  build: { target: 'node20', sourcemap: false, copyPublicDir: false, rolldownOptions: { treeshake } },
});

const appConfig = defineConfig({
  define,
  plugins: [
    react(),
    preloadFirstScreen(),
    // docs/offline.md: the app shell is precached so the app opens without a network.
    VitePWA({
      registerType: 'prompt',
      // Registered from the bootstrap (features/app-install), after the first render.
      injectRegister: false,
      // The manifest is the tenant's, served by the API (/api/contexts/current/manifest.webmanifest).
      manifest: false,
      workbox: {
        // The shell: index.html, the public scripts, and of the chunks under assets/ only what a first
        // visit loads (precacheOnlyFirstVisit); the rest is kept when first used (the `lazy-assets` cache, below).
        globPatterns: ['**/*.{js,mjs,css,html,woff2,svg,png,ico}'],
        // server/ holds the API's first-screen renderer, not the browser's.
        // service-worker-routes.js is the worker's own (below), fetched with it.
        globIgnores: ['.vite/**', 'server/**', 'service-worker-routes.js'],
        manifestTransforms: [precacheOnlyFirstVisit],
        // The API's calls bypass the worker where the browser allows (public/service-worker-routes.js).
        importScripts: ['/service-worker-routes.js'],
        navigateFallback: '/index.html',
        // Not `/` → index.html from the precache: `/` is served by its own route (below), a learner's Home in it.
        directoryIndex: '',
        // The API also serves HTML (/api/docs): never answer it with the app. The preview and
        // correction screens carry their own frame-ancestors header, which the cached index.html lacks.
        // /login and / have their own copies, as the server renders them (below); `/?page=2` is the app's.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(preview|correction)(\/|$)/, /^\/login$/, /^\/$/],
        // The first visit is controlled at once, so it works offline without a second load;
        // later versions still wait for the learner (registerType 'prompt').
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // /login as the server renders it, the sign-in screen in its HTML, so a warm visit paints it
            // before any script runs. The page stores it in the learner's language (lib/page-copies.ts)
            // and each visit refreshes it; without a copy, offline, the app's index.html.
            urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && url.pathname === '/login',
            handler: 'StaleWhileRevalidate',
            // The names lib/page-copies.ts opens (this config cannot import the app's modules).
            options: { cacheName: 'sign-in-page', precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            // / likewise, with a signed-in learner's Home in it (the page stores it, the app forgets it
            // with their session); whoever else it reaches, the app takes it down before rendering.
            // Its `Vary: cookie` is for HTTP caches: this copy is the app's, so it is matched whatever it says.
            urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && url.pathname === '/' && url.search === '',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'home-page', matchOptions: { ignoreVary: true }, precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            // Every other chunk, style sheet and font of the app, kept the first time a screen loads it
            // (a lesson's player, the dashboard, pdf.js, the trainer's space): a screen opened once
            // opens again offline. Fingerprinted files never change under one name; a new release's
            // names replace the old ones as they are used, the oldest going first past the limit.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'lazy-assets', expiration: { maxEntries: 400 } },
          },
          {
            // The tenant's logo and icons, so the branding still shows offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/contexts\/[^/]+\/assets\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'tenant-assets', expiration: { maxEntries: 30 } },
          },
        ],
      },
    }),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake,
      output: {
        codeSplitting: {
          // Everything the first render runs in one file rather than a dozen (the bootstrap and,
          // recursively, what it imports statically): on HTTP/1.1 a phone opens six connections,
          // so each extra wave of small files costs a round trip (docs/performance.md).
          // The sign-in screen likewise (small, shared by a few signed-out screens). Home and the
          // signed-in layout too: as separate files they come in several waves, each a round trip.
          // The price: a screen opened first without Home (a lesson's link) downloads all of it,
          // once; from Home, the usual way in, it is already there.
          // The zod schemas of packages/contracts (and zod) in a file of their own: production checks
          // no answer with them, so only the screens that parse with one at run time (the trainer's
          // roster query, the back-office's messages) load it. Left to the groups below, a schema
          // Home imports for development's checks would pull them all into Home's file. Not
          // their dependencies (Home's domain rules would follow them), except the trainer's lists
          // the roster query is built from (leaf modules): left in the trainer's file, which imports
          // this one, they would make an import cycle between the two that breaks the roster at load.
          // The administration's class vocabulary (a leaf module its contracts and screens share) likewise.
          // Contracts without zod that the shell imports stay out (the first screens', the addresses
          // notifications and their mails lead to: notification-links.ts; the limits Home's dialogs count up to:
          // message-limits.ts; the learner's theme, set at start: theme-choice.ts).
          // scripts/report-bundle-size.mjs fails the build on such a cycle, or if Home loads this file.
          groups: [
            {
              name: 'schemas',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/](?!inline-context|server-rendering|notification-links|message-limits|theme-choice)[^\\/]+\.ts$|[\\/]packages[\\/]domain[\\/]src[\\/]trainer[\\/](?:roster-vocabulary|class-period)\.ts$|[\\/]packages[\\/]domain[\\/]src[\\/]admin[\\/]class-vocabulary\.ts$/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            { name: 'shell', test: /[\\/]src[\\/]app[\\/]bootstrap\.tsx$/, priority: 2 },
            // What every screen loads once it has rendered (the service worker's registration, workbox-window,
            // the offline and install notices and their style sheet) in one file rather than seven: left apart
            // they came in two waves of tiny files, each with a kilobyte of headers, on a cold /login
            // (scripts/report-bundle-size.mjs `loadedAtStart`). After the shell, which keeps what the first
            // render imports (the install prompt's store, React): only what is left of their dependencies
            // follows them here, so that none stays behind in a chunk importing this one back.
            {
              name: 'app-install',
              test: /[\\/]src[\\/]features[\\/]app-install[\\/]|[\\/]src[\\/]lib[\\/]use-online-status\.ts$|[\\/]node_modules[\\/]workbox-window[\\/]|virtual:pwa-register/,
              priority: 1.5,
            },
            { name: 'login-screen', test: /[\\/]src[\\/]app[\\/]routes[\\/]login-route\.tsx$/, priority: 1 },
            { name: 'home', test: /[\\/]src[\\/]app[\\/]routes[\\/](?:signed-in|home)-route\.tsx$/, priority: 0 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererConfig : appConfig));
