/** The add-to-home prompt shows after 5 s unless « Ne plus afficher » was chosen (docs/offline.md#add-to-home-prompt). */
export const INSTALL_PROMPT_DELAY_MS = 5_000;

/**
 * How the app can be put on the home screen: `native` when the browser handed
 * us its install prompt (beforeinstallprompt), `ios-instructions` on iOS
 * Safari which has no such prompt and only the Share menu, `none` otherwise.
 */
export type InstallMethod = 'native' | 'ios-instructions' | 'none';

export interface InstallPromptInput {
  /** The learner chose "Don't show again". */
  dismissedForever: boolean;
  /** Already running from the home screen (display-mode standalone). */
  standalone: boolean;
  /** Milliseconds since the app started. */
  elapsedMs: number;
  method: InstallMethod;
}

/** Whether the add-to-home prompt shows now. */
export function shouldOfferInstall({ dismissedForever, standalone, elapsedMs, method }: InstallPromptInput): boolean {
  return !dismissedForever && !standalone && elapsedMs >= INSTALL_PROMPT_DELAY_MS && method !== 'none';
}

/**
 * iOS Safari (iPhone, iPad, and iPadOS that calls itself a Mac but has touch)
 * — not the other iOS browsers (CriOS, FxiOS, EdgiOS), which cannot add to the
 * home screen from their own menu on older iOS versions.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iosDevice = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return iosDevice && safari;
}

/** The captured browser prompt wins; iOS Safari gets the instructions; anything else gets nothing. */
export function installMethod(hasNativePrompt: boolean, iosSafari: boolean): InstallMethod {
  if (hasNativePrompt) return 'native';
  return iosSafari ? 'ios-instructions' : 'none';
}
