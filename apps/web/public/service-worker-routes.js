/* global self -- a classic worker script: importScripts'd by the service worker Workbox generates. */
/*
 * The service worker's static routes (docs/offline.md#service-worker): the API's calls go straight
 * to the network, without waking the worker. The worker answers no API call, yet every request of
 * a page it controls is a fetch event: on a phone it starts the worker again when it has been idle
 * for 30 s (a learner reading a page), and Next's answer waits for that start. Only the tenant's
 * images under /api/ are the worker's (the `tenant-assets` cache of vite.config.ts).
 * Browsers without the Static Routing API (Chrome before 123, Firefox, Safari) send every request
 * through the worker.
 */
self.addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  // The first rule that matches a request decides; a refused rule must not fail the install.
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: new URLPattern({ pathname: '/api/contexts/:id/assets/*' }) }, source: 'fetch-event' },
        { condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' },
      ])
      .catch(function () {
        return undefined;
      }),
  );
});
