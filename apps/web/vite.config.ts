import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // docs/offline.md: the app shell is precached so the app opens without a network.
    VitePWA({
      registerType: 'prompt',
      // Registered from the bootstrap (features/app-install), after the first render.
      injectRegister: false,
      // The manifest is the tenant's, served by the API (/api/contexts/current/manifest.webmanifest).
      manifest: false,
      workbox: {
        // The shell: index.html, every JS/CSS chunk (routes, language bundles), fonts and the app's images.
        globPatterns: ['**/*.{js,mjs,css,html,woff2,svg,png,ico}'],
        // pdf.js and its worker are over 1 MB and only a learner opening a PDF needs them: cached on first use instead.
        globIgnores: ['**/pdf.worker*', '**/pdf-loader*', '**/pdf-document*', '.vite/**'],
        navigateFallback: '/index.html',
        // The API also serves HTML (/api/docs): never answer it with the app. The preview and
        // correction screens carry their own frame-ancestors header, which the cached index.html lacks.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(preview|correction)(\/|$)/],
        // The first visit is controlled at once, so it works offline without a second load;
        // later versions still wait for the learner (registerType 'prompt').
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && /pdf/.test(url.pathname),
            // Fingerprinted files never change under one name.
            handler: 'CacheFirst',
            options: { cacheName: 'lazy-assets', expiration: { maxEntries: 20 } },
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
      output: {
        codeSplitting: {
          // Everything the first render runs in one file rather than a dozen (the bootstrap and,
          // recursively, what it imports statically): on HTTP/1.1 a phone opens six connections,
          // so each extra wave of small files costs a round trip (docs/performance.md).
          // The sign-in screen likewise (5 KB compressed, shared by a few signed-out screens). Home's
          // modules are shared by most signed-in screens, the lesson player included: grouping them
          // would make every one of those download all of Home.
          groups: [
            { name: 'shell', test: /[\\/]src[\\/]app[\\/]bootstrap\.tsx$/, priority: 2 },
            { name: 'login-screen', test: /[\\/]src[\\/]app[\\/]routes[\\/]login-route\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
