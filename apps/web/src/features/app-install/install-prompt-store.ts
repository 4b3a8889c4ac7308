import { createValueStore } from '../../lib/value-store';

/** Chromium's install prompt event (not in the DOM typings: it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** localStorage flag of « Ne plus afficher » (docs/offline.md#add-to-home-prompt). */
export const installDismissedKey = 'install_prompt_dismissed';

const deferred = createValueStore<BeforeInstallPromptEvent | null>(null);
let startedAt = 0;

/**
 * Keeps the browser's install prompt for later: the event fires once, early,
 * often before the first render, so this runs in the bootstrap.
 */
export function captureInstallPrompt(now: number = Date.now()): void {
  startedAt = now;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini-infobar at its own time.
    event.preventDefault();
    deferred.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => deferred.set(null));
}

/** When the app started (ms since epoch), for the 5 s delay. */
export const appStartedAt = () => startedAt;

/** The prompt can only be used once; after it, the browser sends a new event if it ever allows another. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred.get();
  deferred.set(null);
  return event;
}

export const useDeferredInstallPrompt = (): BeforeInstallPromptEvent | null => deferred.useValue();
