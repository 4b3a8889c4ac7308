/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { keepSignInPage } from '../../lib/sign-in-page-cache';
import { announceUpdate } from './update-store';

/**
 * SPEC §1 "A service worker is registered". registerType 'prompt' (vite.config.ts):
 * a new version waits until the learner accepts it, so a lesson in progress is
 * never reloaded under their feet.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => announceUpdate(() => updateServiceWorker(true)),
  });
  // The worker serves /login from a copy the page keeps (lib/sign-in-page-cache.ts).
  void navigator.serviceWorker.ready.then(keepSignInPage);
}
