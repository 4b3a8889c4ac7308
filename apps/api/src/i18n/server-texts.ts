import { dateTimeFormat } from '@espace/domain/display/formatters';
import { fallbackChain, type SupportedLocale } from '@espace/domain/locale';
import { createInstance } from 'i18next';
import en from './locales/en.json';
import frCA from './locales/fr-CA.json';
import frCH from './locales/fr-CH.json';
import fr from './locales/fr.json';

/**
 * The server's own texts (mails, exports, documents) in the web app's library and catalogue format:
 * one JSON file per language under `locales/`, the same fallback chain, so a language is added by
 * its files and its line here. Regional variants hold only their differences.
 */
const catalogues: Record<SupportedLocale, object> = { fr, en, 'fr-CA': frCA, 'fr-CH': frCH };

const texts = createInstance();
void texts.init({
  resources: Object.fromEntries(Object.entries(catalogues).map(([locale, catalogue]) => [locale, { translation: catalogue }])),
  fallbackLng: { ...fallbackChain, default: ['en'] },
  // Every text is escaped where it is written (mail-layout.ts's HTML), never here.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The dotted paths of a catalogue's texts: `mail.passwordReset.subject`. */
type TextPath<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string | readonly string[] ? `${Prefix}${Key}` : TextPath<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];
/** A key of the server's catalogue, a context suffix (`_removed`) left out. */
type ServerTextKey = Exclude<TextPath<typeof fr>, `${string}_${string}`>;
/** The keys whose text is a list of paragraphs. */
type ListKey<Node = typeof fr, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends readonly string[]
    ? `${Prefix}${Key}`
    : Node[Key] extends string
      ? never
      : ListKey<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

export type TextValues = Record<string, string | number> & { context?: string };

/** The texts of one language: `text` for a sentence, `list` for paragraphs. */
export interface ServerTexts {
  locale: SupportedLocale;
  text(key: ServerTextKey, values?: TextValues): string;
  list(key: Exclude<ListKey, `${string}_${string}`>, values?: TextValues): string[];
  /** A date as this language writes it (`intl`: the language tag it is formatted with; « 1er » in French). */
  date(date: Date, options: Intl.DateTimeFormatOptions): string;
}

export function serverTexts(locale: SupportedLocale): ServerTexts {
  const t = texts.getFixedT(locale);
  return {
    locale,
    text: (key, values) => t(key, values ?? {}),
    list: (key, values) => t(key, { ...values, returnObjects: true }) as unknown as string[],
    date: (date, options) => dateTimeFormat(t('intl'), options).format(date),
  };
}

/** The catalogues by language, for the test that keeps them alike. */
export const serverCatalogues: Readonly<Record<SupportedLocale, object>> = catalogues;
