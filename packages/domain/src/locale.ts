export const supportedLocales = ['fr', 'en', 'fr-CA', 'fr-CH'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

const fallbackLocale: SupportedLocale = 'en';

/**
 * Where a text missing in a language is looked for, in order: regional variants only hold their
 * differences, then French, then English (docs/product/accounts.md#language). The web app's and
 * the server's catalogues both follow it.
 */
export const fallbackChain: Record<SupportedLocale, readonly SupportedLocale[]> = {
  fr: ['en'],
  en: [],
  'fr-CA': ['fr', 'en'],
  'fr-CH': ['fr', 'en'],
};

function isSupported(tag: string): tag is SupportedLocale {
  return (supportedLocales as readonly string[]).includes(tag);
}

/**
 * The locale (docs/product/accounts.md#language): French or English from the browser languages, English as
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

/**
 * docs/product/accounts.md#language: the language the user chose, if the tenant offers it, else the best match of the
 * browser's languages among the tenant's (all of ours when it names none). The web app and the
 * server rendering its first screen choose alike.
 */
export function chooseLocale(chosen: string | null, browserLanguages: readonly string[], offered: readonly SupportedLocale[]): SupportedLocale {
  const offeredOrAll = offered.length > 0 ? offered : supportedLocales;
  return offeredOrAll.find((locale) => locale === chosen) ?? pickLocale(browserLanguages, offeredOrAll);
}

/** An Accept-Language header's languages, most preferred first ('en;q=0.5, fr' → ['fr', 'en']); q=0 means not wanted. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** 'fr-ca' → 'fr-CA', 'EN_us' → 'en-US'. */
export function normaliseTag(tag: string): string {
  const [language = '', region] = tag.trim().replace('_', '-').split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** 'fr-CA' → 'fr'. */
function languageOf(tag: string): string {
  return normaliseTag(tag).split('-')[0] ?? '';
}
