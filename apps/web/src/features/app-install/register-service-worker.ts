/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { keepHomePage, keepSignInPage } from '../../lib/page-copies';
import { readToken } from '../../lib/session-storage';
import { announceUpdate } from './update-store';

/**
 * The service worker (docs/offline.md#service-worker). registerType 'prompt' (vite.config.ts):
 * a new version waits until the learner accepts it, so a lesson in progress is
 * never reloaded under their feet.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => announceUpdate(() => updateServiceWorker(true)),
  });
  // The worker serves /login, and a signed-in learner's Home, from copies the page keeps (lib/page-copies.ts).
  void navigator.serviceWorker.ready.then(async () => {
    await keepSignInPage();
    if (readToken() !== null) await keepHomePage();
  });
}
