import { pickLocale, type SupportedLocale, supportedLocales } from '@espace/domain/locale';

const storageKey = 'locale';

/**
 * SPEC §1/§9: the language the user chose (if the tenant offers it), else
 * the best match of the browser languages among the tenant's locales.
 */
export function preferredLocale(offered: readonly SupportedLocale[], browserLanguages: readonly string[] = navigator.languages): SupportedLocale {
  const chosen = localStorage.getItem(storageKey);
  const offeredOrAll = offered.length > 0 ? offered : supportedLocales;
  const match = offeredOrAll.find((locale) => locale === chosen);
  return match ?? pickLocale(browserLanguages, offeredOrAll);
}

export function rememberLocaleChoice(locale: SupportedLocale): void {
  localStorage.setItem(storageKey, locale);
}
