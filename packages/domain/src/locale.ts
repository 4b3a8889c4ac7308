export const supportedLocales = ['fr', 'en', 'fr-CA', 'fr-CH'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

export const fallbackLocale: SupportedLocale = 'en';

function isSupported(tag: string): tag is SupportedLocale {
  return (supportedLocales as readonly string[]).includes(tag);
}

/**
 * SPEC §9 Locale: French or English from the browser languages, English as
 * fallback; regional French variants are kept when bundled. `offered` narrows
 * the choice to the tenant's languages (a regional variant is offered when its
 * base language is).
 */
export function pickLocale(browserLanguages: readonly string[], offered: readonly SupportedLocale[] = supportedLocales): SupportedLocale {
  const offers = (tag: SupportedLocale) => offered.includes(tag) || offered.some((offer) => offer === languageOf(tag));
  for (const raw of browserLanguages) {
    const tag = normaliseTag(raw);
    if (isSupported(tag) && offers(tag)) return tag;
    const base = languageOf(tag);
    if (isSupported(base) && offers(base)) return base;
  }
  if (offers(fallbackLocale)) return fallbackLocale;
  return offered[0] ?? fallbackLocale;
}

/** 'fr-ca' → 'fr-CA', 'EN_us' → 'en-US'. */
export function normaliseTag(tag: string): string {
  const [language = '', region] = tag.trim().replace('_', '-').split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** 'fr-CA' → 'fr'. */
export function languageOf(tag: string): string {
  return normaliseTag(tag).split('-')[0] ?? '';
}
