import { localeCookie } from '@espace/contracts/server-rendering';
import { chooseLocale, type SupportedLocale } from '@espace/domain/locale';
import { readCookie, writeCookie } from '../cookies';
import { refreshSignInPage } from '../page-copies';

const storageKey = 'locale';

/**
 * docs/product/accounts.md#language: the language the user chose (if the tenant offers it), else
 * the best match of the browser languages among the tenant's locales.
 */
export function preferredLocale(offered: readonly SupportedLocale[], browserLanguages: readonly string[] = navigator.languages): SupportedLocale {
  return chooseLocale(localStorage.getItem(storageKey), browserLanguages, offered);
}

const writeLocaleCookie = (locale: string) => writeCookie(localeCookie, locale, 365 * 24 * 60 * 60);

export function rememberLocaleChoice(locale: SupportedLocale): void {
  localStorage.setItem(storageKey, locale);
  // Also where the server sees it: it renders /login in the language the app will show (docs/performance.md),
  // and the service worker's copy of /login is rendered again in it.
  writeLocaleCookie(locale);
  void refreshSignInPage();
}

/** A choice made before the server rendered /login (kept in localStorage only) is told to it too. */
export function shareLocaleChoiceWithServer(): void {
  const chosen = localStorage.getItem(storageKey);
  if (chosen !== null && readCookie(localeCookie) !== chosen) writeLocaleCookie(chosen);
}
