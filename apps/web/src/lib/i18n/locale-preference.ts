import { localeCookie } from '@espace/contracts/server-rendering';
import { chooseLocale, type SupportedLocale } from '@espace/domain/locale';
import { refreshSignInPage } from '../sign-in-page-cache';

const storageKey = 'locale';

/**
 * SPEC §1/§9: the language the user chose (if the tenant offers it), else
 * the best match of the browser languages among the tenant's locales.
 */
export function preferredLocale(offered: readonly SupportedLocale[], browserLanguages: readonly string[] = navigator.languages): SupportedLocale {
  return chooseLocale(localStorage.getItem(storageKey), browserLanguages, offered);
}

export function rememberLocaleChoice(locale: SupportedLocale): void {
  localStorage.setItem(storageKey, locale);
  // Also where the server sees it: it renders /login in the language the app will show (docs/performance.md),
  // and the service worker's copy of /login is rendered again in it.
  document.cookie = `${localeCookie}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
  void refreshSignInPage();
}
